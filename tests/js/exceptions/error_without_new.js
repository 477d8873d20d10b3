// expect: ["plain",true,"TypeError",true]
const e = Error("plain");
const t = TypeError("typed");
return [e.message, e instanceof Error, t.name, t instanceof TypeError];
