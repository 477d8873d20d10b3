// expect: ["r1","thrown"]
const out = [];
try { await { then(_, reject) { reject("r1"); } }; } catch (e) { out.push(e); }
try { await { then() { throw "thrown"; } }; } catch (e) { out.push(e); }
return out;
