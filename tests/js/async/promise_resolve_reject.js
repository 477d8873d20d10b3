// expect: ["ok","nested","plain string",1]
const r = await Promise.resolve("ok");
const nested = await Promise.resolve(Promise.resolve("nested"));
let rej;
try { await Promise.reject("plain string"); } catch (e) { rej = e; }
let rej2;
try { await Promise.reject({ code: 1 }); } catch (e) { rej2 = e.code; }
return [r, nested, rej, rej2];
