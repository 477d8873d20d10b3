// expect: {"basics":["nan","minus zero","minus zero","string zero","one","string one","true","null","undef","o1","o2",null,10],"size":5509,"sum":6250000,"firstKeys":["NaN","0","0","1","1","true","null","undefined","obj","obj","k1","k3","k5","k7"],"has":[true,false,true,false],"setSize":766,"setHas":[true,false,true,false],"setOrder":["s0",1,"s1",2,"s2"]}
// Map and Set keys by SameValueZero across key kinds, through many inserts and deletes (the
// table compacts) with insertion order kept.
const m = new Map();
const o1 = { id: 1 };
const o2 = { id: 1 };
m.set(NaN, "nan").set(0, "zero").set(-0, "minus zero").set("0", "string zero");
m.set(1, "one").set("1", "string one").set(true, "true").set(null, "null").set(undefined, "undef");
m.set(o1, "o1").set(o2, "o2");
const basics = [
  m.get(NaN), m.get(0), m.get(-0), m.get("0"), m.get(1), m.get("1"), m.get(true),
  m.get(null), m.get(undefined), m.get(o1), m.get(o2), m.get({ id: 1 }), m.size,
];
for (let i = 0; i < 5000; i++) m.set("k" + i, i);
for (let i = 0; i < 5000; i += 2) m.delete("k" + i);
for (let i = 0; i < 3000; i++) m.set(i * 1.5, i);
let sum = 0;
for (const [k, v] of m) if (typeof k === "string" && k[0] === "k") sum += v;
const firstKeys = [...m.keys()].slice(0, 14).map((k) => (typeof k === "object" && k ? "obj" : String(k)));
const s = new Set();
for (let i = 0; i < 2000; i++) s.add(i % 700).add("s" + (i % 300));
for (let i = 0; i < 700; i += 3) s.delete(i);
return {
  basics, size: m.size, sum, firstKeys, has: [m.has("k1"), m.has("k2"), m.has(4.5), m.has(4)],
  setSize: s.size, setHas: [s.has(1), s.has(3), s.has("s299"), s.has("1")],
  setOrder: [...s].slice(0, 5),
};
