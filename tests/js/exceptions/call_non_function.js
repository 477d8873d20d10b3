// expect: [["TypeError","o.notFn is not a function"],["TypeError","x is not a function"],["TypeError","o.missing is not a function"]]
const o = { notFn: 5 };
const out = [];
try { o.notFn(); } catch (e) { out.push([e.name, e.message]); }
try { const x = "str"; x(); } catch (e) { out.push([e.name, e.message]); }
try { o.missing(); } catch (e) { out.push([e.name, e.message]); }
return out;
