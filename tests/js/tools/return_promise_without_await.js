// expect: {"r":9}
return tools.t.mid({ r: 9 });
