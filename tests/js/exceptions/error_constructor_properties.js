// expect: ["m","Error","tm","TypeError","","Error: m","TypeError: tm","Error"]
const e = new Error("m");
const t = new TypeError("tm");
const noMsg = new Error();
return [e.message, e.name, t.message, t.name, noMsg.message, String(e), String(t), String(noMsg)];
