// expect: {"own":"own push 9","plain":[1,2,3],"arrLen":3,"greet":["hi c","hi g"],"lengthCall":"TypeError","bareCall":"TypeError","mapGet":"a","mapOwn":"map own 1","setHas":true,"str":"ABC","num":"12.5","fnCall":5,"joined":"1-2,3","idx":1}
// Method calls find own methods first, then the prototype's, for arrays, maps, sets and plain
// objects, and fall back to the full lookup for everything else.
const arr = [3, 1, 2];
arr.push = function (x) { return "own push " + x; };
const own = arr.push(9);
const plain = [1];
plain.push(2, 3);
const proto = { greet() { return "hi " + this.name; } };
const child = Object.create(proto);
child.name = "c";
const grand = Object.create(child);
grand.name = "g";
const fromArray = Object.create([7, 8]);
let lengthCall;
try { fromArray.length(); } catch (e) { lengthCall = e.constructor.name; }
const bare = Object.create(null);
let bareCall;
try { bare.toString(); } catch (e) { bareCall = e.constructor.name; }
const m = new Map([[1, "a"]]);
const s = new Set([1, 2]);
m.extra = function () { return "map own " + this.size; };
const fn = function named(a, b) { return a + b; };
return {
  own, plain, arrLen: arr.length, greet: [child.greet(), grand.greet()],
  lengthCall, bareCall, mapGet: m.get(1), mapOwn: m.extra(), setHas: s.has(2),
  str: "abc".toUpperCase(), num: (12.5).toFixed(1), fnCall: fn.call(null, 2, 3),
  joined: [1, [2, 3]].join("-"), idx: ["x", "y"].indexOf("y"),
};
