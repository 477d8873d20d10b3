// expect: [[1,2,3],["then1"],3,["rejected","fulfilled"],["AggregateError",[1,2]],5,"TypeError"]
const log = [];
const p1 = Promise.resolve(1), p2 = Promise.resolve(2);
const origThen = p1.then;
p1.then = function (a, b) { log.push("then1"); return origThen.call(this, a, b); };
const origResolve = Promise.resolve;
let resolves = 0;
Promise.resolve = function (v) { resolves++; return origResolve.call(this, v); };
const pending = Promise.all([p1, p2, 3]);
const resolvesDuringAll = resolves;
Promise.resolve = origResolve;
const all = await pending;
const settled = await Promise.allSettled([Promise.reject(new Error("x")), 4]);
let anyErr; try { await Promise.any([Promise.reject(1), Promise.reject(2)]); } catch (e) { anyErr = [e.name, e.errors]; }
const race = await Promise.race([new Promise((r) => setTimeoutless(r)), 5].slice(1));
function setTimeoutless(r) { r(0); }
let notIterable; try { await Promise.all(3); } catch (e) { notIterable = e.name; }
return [all, log, resolvesDuringAll, settled.map((s) => s.status), anyErr, race, notIterable];
