// expect: [{},{}]
return [await tools.t.echo(), await tools.t.echo(undefined)];
