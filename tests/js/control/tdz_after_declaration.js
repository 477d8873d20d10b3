// expect: [1,"ReferenceError","ReferenceError",0,"ReferenceError",10,"ReferenceError",6,1,"ReferenceError",3,true,10]
// Reads after a declaration skip the dead-zone check; these must still throw: a jump to a later
// switch case over a declaration, a read before the declaration in a loop body, a shadowing
// block, and a closure called before the declaration ran.
const out = [];
function sw(k) {
  switch (k) {
    case 0:
      let a = 1;
      return a;
    case 1:
      try { return a; } catch (e) { return e.name; }
  }
}
out.push(sw(0), sw(1));
for (let i = 0; i < 2; i++) {
  try { out.push(y); } catch (e) { out.push(e.name); }
  let y = i * 10;
  out.push(y);
}
let z = 1;
{
  try { z = z + 1; } catch (e) { out.push(e.name); }
  let z = 5;
  z++;
  out.push(z);
}
out.push(z);
const f = () => q;
try { f(); } catch (e) { out.push(e.name); }
let q = 3;
out.push(f());
let r;
out.push(r === undefined);
const { p = 4, s: [t] = [6] } = {};
out.push(p + t);
return out;
