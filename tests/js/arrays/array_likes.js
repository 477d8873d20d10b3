// expect: [2,"a--c",true,[null,"c"],["aa",null,"cc"],4,"{\"0\":\"a\",\"2\":\"c\",\"3\":\"d\",\"length\":4}",true,"{\"0\":\"d\",\"1\":\"c\",\"3\":\"a\",\"length\":4}","a","{\"0\":\"d\",\"1\":\"c\",\"length\":3}",["A","B","C"],true,[2],"TypeError"]
const o = { length: 3, 0: "a", 2: "c" };
const P = Array.prototype;
const r = [P.indexOf.call(o, "c"), P.join.call(o, "-"), P.includes.call(o, "a"), P.slice.call(o, 1), P.map.call(o, (x) => x + x)];
r.push(P.push.call(o, "d"), JSON.stringify(o));
r.push(P.reverse.call(o) === o, JSON.stringify(o));
r.push(P.pop.call(o), JSON.stringify(o));
r.push(P.map.call("abc", (x) => x.toUpperCase()), P.every.call(true, () => false), P.filter.call({ length: "2", 0: 1, 1: 2 }, (x) => x > 1));
let threw = "no"; try { P.forEach.call(null, () => 0); } catch (e) { threw = e.name; }
r.push(threw);
return r;
