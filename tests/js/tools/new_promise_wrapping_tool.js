// expect: ["wrapped",{"q":1}]
const p = new Promise((resolve, reject) => {
  tools.t.fast({ q: 1 }).then((v) => resolve(["wrapped", v]), reject);
});
return await p;
