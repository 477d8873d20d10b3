// expect: ["recovered",3]
const a = await Promise.reject(new Error("x")).catch(() => "recovered");
const b = await Promise.resolve(1).then((v) => { throw v + 1; }).catch((v) => v + 1);
return [a, b];
