// expect: [["string","ABC"],["string","abc"],["string","x y"],["string","abc"],["string","abc"],["string","abc"],[true,true,true],["ABC","abc","x y","abc","abc"]]
// Methods whose result is the whole receiver return a primitive string, also for a String object.
const b = new String("abc");
const up = new String("ABC");
const t = new String("x y");
const r = [up.toUpperCase(), b.toLowerCase(), t.trim(), b.slice(0), b.padStart(2), b.slice(-10)].map((v) => [typeof v, v]);
const s = "abc";
r.push([s.slice(0) === s, s.trim() === s, s.toLowerCase() === s]);
r.push(["ABC".toUpperCase(), "abc".padEnd(3, "-"), "x y".trimStart(), "abc".substring(0), s.slice(0, 3)]);
return r;
