// expect: {"ok":2}
return await Promise.any([tools.t.fail({}), tools.t.mid({ ok: 2 }), tools.t.slow({ ok: 3 })]);
