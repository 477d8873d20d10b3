// expect: [{"i":0},{"i":1},{"i":2}]
// Results come back in input order even though the slow call finishes last.
return await Promise.all([tools.t.slow({ i: 0 }), tools.t.fast({ i: 1 }), tools.t.mid({ i: 2 })]);
