// expect: [["w","x","y","z"],[1,null,null],[20,40],[null,2,null,4,null],[2,1],2,[1,0,null,9],[2,5],["😀","x",null],[["k1",1],["k2",2],null],["only",null],[1,2,3,4],["k1","k2"],39,"a1,b2",12,["a","1"],[7,true],true,true,true,true]
// Array patterns of plain names take their values in one step (`Unpack`): arrays read in
// place, every other iterable iterated. Each case is one the step-by-step iteration also
// answers, node included.
const out = [];
const [a, b, c, d] = "w,x,y,z,extra".split(",");
out.push([a, b, c, d]);
const [p, q, r] = [1];
out.push([p, q, r]);
const [, second, , fourth] = [10, 20, 30, 40, 50];
out.push([second, fourth]);
const holes = [, 2, , 4];
const [h0, h1, h2, h3, h4] = holes;
out.push([h0, h1, h2, h3, h4]);
let x = 1, y = 2;
[x, y] = [y, x];
out.push([x, y]);
var [dup, dup] = [1, 2];
out.push(dup);
const [u = 1, v = "v", w = null, z = 9] = [undefined, 0, undefined];
out.push([u, v, w, z]);
// A default that calls code keeps the step-by-step order: the second read sees the push.
const grow = [undefined];
const [m = grow.push(5), o] = grow;
out.push([m, o]);
const [c1, c2, c3] = "\u{1F600}x";
out.push([c1, c2, c3]);
const map = new Map([["k1", 1], ["k2", 2]]);
const [e1, e2, e3] = map;
out.push([e1, e2, e3]);
const [s1, s2] = new Set(["only"]);
out.push([s1, s2]);
const it = [1, 2, 3, 4].values();
const [i1] = it;
const [i2, i3] = it;
out.push([i1, i2, i3, it.next().value]);
const keys = map.keys();
const [k1] = keys;
out.push([k1, keys.next().value]);
let total = 0;
for (const [k, val] of Object.entries({ a: 1, b: 2, c: 3 })) total += k.length + val;
for (const [k, val] of map) total += val * 10;
out.push(total);
out.push([["a", 1], ["b", 2]].map(([k, val]) => k + val).join());
const { pos: [px, py] } = { pos: [3, 4] };
out.push(px * py);
const [first] = new URLSearchParams("a=1&b=2");
out.push(first);
function tdz() {
  let seen = 0;
  try {
    [seen, later] = [7, 8];
  } catch (err) {
    return [seen, err instanceof ReferenceError];
  }
  let later;
  return "no error";
}
out.push(tdz());
for (const bad of [5, null, undefined, {}]) {
  try {
    const [one] = bad;
    out.push(["no error", one]);
  } catch (err) {
    out.push(err instanceof TypeError);
  }
}
return out;
