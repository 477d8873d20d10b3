// expect: [1,"f-err","orig"]
const a = await Promise.resolve(1).finally(() => 99);
let b, c;
try { await Promise.resolve(1).finally(() => { throw "f-err"; }); } catch (e) { b = e; }
try { await Promise.reject("orig").finally(() => "ignored"); } catch (e) { c = e; }
return [a, b, c];
