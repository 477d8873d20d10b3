// expect: ["object",true,42,"arrow","method"]
async function f() { return 42; }
const arrow = async () => "arrow";
const method = { async m() { return this.v; }, v: "method" };
const p = f();
return [typeof p, p instanceof Promise, await p, await arrow(), await method.m()];
