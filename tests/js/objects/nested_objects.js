// expect: {"level1":{"level2":{"level3":{"value":"deep"},"extra":[1,{"z":true}]}}}
const o = { level1: { level2: { level3: { value: "deep" } } } };
o.level1.level2.extra = [1];
o.level1.level2.extra.push({ z: true });
return o;
