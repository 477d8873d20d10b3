// expect: ["object","object","function","function"]
return [typeof tools, typeof tools.t, typeof tools.t.echo, typeof tools.ns.deep.tool];
