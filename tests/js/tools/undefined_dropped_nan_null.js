// expect: {"b":1,"n":null,"i":null,"arr":[null,null,2],"d":"2020-01-02T03:04:05.000Z"}
return await tools.t.echo({ a: undefined, b: 1, n: NaN, i: Infinity, arr: [undefined, NaN, 2], d: new Date("2020-01-02T03:04:05Z") });
