// expect: ["object",true,true,"function"]
const p = Promise.resolve(1);
return [typeof p, p instanceof Promise, Promise.resolve(p) === p, typeof p.then];
