// expect: {"seen":["1-2",2,"ABC","1-2",2,"ABC","patched-",2,"UP:abc","patched-",1,"UP:abc"],"restored":["1+2","A",["a","b"],"one","undefined"],"before":"one","after":"patched 1","fallbacks":[true,true,"q","z"],"added":"hey!","len":4}
// Builtin methods found through the method cache, and what a program does to the builtin
// prototypes afterwards (patching, deleting, adding) is seen at once.
// The originals are put back at the end: node's runner shares one realm across files.
const saved = [Array.prototype.join, String.prototype.toUpperCase, String.prototype.split, Map.prototype.get];
const seen = [];
for (let i = 0; i < 4; i++) {
  seen.push([1, 2].join("-"), "a,b".split(",").length, "abc".toUpperCase());
  if (i === 1) {
    Array.prototype.join = function (sep) { return "patched" + sep; };
    String.prototype.toUpperCase = function () { return "UP:" + this; };
  }
  if (i === 2) {
    delete String.prototype.split;
    String.prototype.split = function () { return ["only"]; };
  }
}
const m = new Map([[1, "one"]]);
const before = m.get(1);
Map.prototype.get = function (k) { return "patched " + k; };
const after = m.get(1);
const str = "xyz";
const fallbacks = [str.hasOwnProperty("length"), [1].hasOwnProperty(0), "q".valueOf(), str.at(-1)];
String.prototype.shout = function () { return this + "!"; };
const added = "hey".shout();
delete String.prototype.shout;
[Array.prototype.join, String.prototype.toUpperCase, String.prototype.split, Map.prototype.get] = saved;
const restored = [[1, 2].join("+"), "a".toUpperCase(), "a-b".split("-"), m.get(1), typeof "x".shout];
return { seen, restored, before, after, fallbacks, added, len: "abcd".length };
