// expect: [124580,5,"1281,1285,1289,1293,1297",1281,1297,2,true,1293,"[1281,\"one\",1289,1293,1297,\"end\"]",6,"1281|a|b|1289|1293|1297|end","1281|1289|1293|1297|a|b|end","end|b|a|1297|1293|1289|1281",5,"10,3,4,5,6",8,"20,21,22,10,3,4,5,6",38,"-29,-28,-27","3,4,5,6","-11,-10",2,null,null,0,0,0,null,1,2,true,"[null,2]","[7]",1,"6 7 8 9 0:6 1:7 2:8 3:9",4,"6,7,8,9","0,1,2,3","6,7,8,9,1","6,7,8,9","12,14,16,18","7,8,9",30,"[6,7,8,9]","6,7,8,9",0,6,"7,8,9",200,10,"TypeError","TypeError","1,2"]
// A queue (push at the back, shift at the front) and a deque (unshift too): the elements move
// only now and then, and every other operation still sees them in order after any mix.
const log = [];
const q = [];
for (let i = 0; i < 300; i++) q.push(i);
let total = 0;
while (q.length > 5) {
  const x = q.shift();
  total += x;
  if (x % 4 === 0 && x < 1000) q.push(x + 1001);
}
log.push(total, q.length, q.join(","));
log.push(q[0], q[q.length - 1], q.indexOf(q[2]), q.includes(q[4]), q.at(-2));
// Reads and writes by index after shifts.
q[1] = "one";
q[q.length] = "end";
log.push(JSON.stringify(q), q.length);
// Methods that change the middle, after shifts.
q.splice(1, 1, "a", "b");
log.push(q.join("|"));
q.sort();
log.push(q.join("|"));
q.reverse();
log.push(q.join("|"));
// unshift into the room shift left, and past it.
const d = [1, 2, 3, 4, 5, 6];
d.shift();
d.shift();
log.push(d.unshift(10), d.join(","));
log.push(d.unshift(20, 21, 22), d.join(","));
for (let i = 0; i < 30; i++) d.unshift(-i);
log.push(d.length, d.slice(0, 3).join(","), d.slice(-4).join(","));
while (d.length > 2) {
  d.shift();
  d.pop();
}
log.push(d.join(","), d.length);
d.length = 0;
log.push(d.shift(), d.pop(), d.length, d.unshift(), d.length);
// Holes come out as undefined; an emptied array grows again from nothing.
const h = [, 1, , 2];
log.push(h.shift(), h.shift(), h.length, 1 in h, JSON.stringify(h));
h.shift();
h.shift();
h.push(7);
log.push(JSON.stringify(h), h.length);
// Iteration, spread, copies and keys after shifts.
const r = [5, 6, 7, 8, 9];
r.shift();
const seen = [];
for (const x of r) seen.push(x);
r.forEach((x, i) => seen.push(i + ":" + x));
log.push(seen.join(" "), [...r].length, r.slice().join(), Object.keys(r).join(), r.concat([1]).join());
log.push(Array.from(r).join(), r.map((x) => x * 2).join(), r.filter((x) => x > 6).join());
log.push(r.reduce((a, b) => a + b, 0), JSON.stringify(r), String(r), r.lastIndexOf(6));
const [first, ...rest] = r;
log.push(first, rest.join());
// A breadth-first walk, the usual queue.
const edges = {};
for (let i = 0; i < 200; i++) edges[i] = [(i * 3 + 1) % 200, (i * 7 + 2) % 200];
const dist = { 0: 0 };
const frontier = [0];
while (frontier.length) {
  const n = frontier.shift();
  for (const m of edges[n]) {
    if (!(m in dist)) {
      dist[m] = dist[n] + 1;
      frontier.push(m);
    }
  }
}
log.push(Object.keys(dist).length, Math.max(...Object.values(dist)));
// A frozen array refuses shift and unshift as before.
const f = Object.freeze([1, 2]);
try { f.shift(); } catch (e) { log.push(e.constructor.name); }
try { f.unshift(0); } catch (e) { log.push(e.constructor.name); }
log.push(f.join());
return log;
