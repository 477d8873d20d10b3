// expect: ["AggregateError",0]
try { await Promise.any([]); } catch (e) { return [e.name, e.errors.length]; }
