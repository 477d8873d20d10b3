// expect: [[],[],[1,2,3],[{"status":"fulfilled","value":1},{"status":"rejected","reason":2}],"x"]
const a = await Promise.all([]);
const b = await Promise.allSettled([]);
const c = await Promise.all(new Set([1, Promise.resolve(2), 3]));
const d = await Promise.allSettled([1, Promise.reject(2)]);
const e = await Promise.race(["x", new Promise(() => {})]);
return [a, b, c, d, e];
