// expect: ["[object Object]","[object Object]","[object Object]","[object Object]","[object Object]"]
const o = { a: 1 };
return [String(o), o + "", `${o}`, o.toString(), [o].join()];
