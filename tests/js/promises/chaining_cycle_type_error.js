// expect: ["TypeError",true]
const p = Promise.resolve().then(() => p);
try { await p; } catch (e) { return [e.name, e.message.includes("cycle")]; }
