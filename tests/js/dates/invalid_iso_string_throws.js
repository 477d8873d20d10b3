// expect: ["RangeError",true]
try { new Date(NaN).toISOString(); return "no"; } catch (e) { return [e.name, e instanceof RangeError]; }
