// expect: "first"
const slow = new Promise((r) => Promise.resolve().then(() => Promise.resolve()).then(() => r("late")));
try { await Promise.race([Promise.reject("first"), slow]); } catch (e) { return e; }
