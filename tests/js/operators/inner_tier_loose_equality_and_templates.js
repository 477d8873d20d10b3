// expect: {"rows":["1e1e0n0n1e1e0n0n0n0n0n0n0n1e","1e1e0n0n1e1e0n0n0n0n0n0n0n1e","0n0n1e0n0n0n1e1e0n0n0n0n1e0n","0n0n0n0n0n0n0n0n0n0n0n0n0n0n","1e1e0n0n1e0n0n0n0n0n0n0n0n1e","1e1e0n0n0n1e0n0n0n0n0n0n0n1e","0n0n1e0n0n0n1e0n0n0n0n0n1e0n","0n0n1e0n0n0n0n1e0n0n0n0n1e0n","0n0n0n0n0n0n0n0n1e0n0n0n0n0n","0n0n0n0n0n0n0n0n0n1e0n0n0n0n","0n0n0n0n0n0n0n0n0n0n1e1e0n0n","0n0n0n0n0n0n0n0n0n0n1e1e0n0n","0n0n1e0n0n0n1e1e0n0n0n0n1e0n","1e1e0n0n1e1e0n0n0n0n0n0n0n1e"],"calls":43,"hits":60,"parts":["0|0||three","1|-0.25|x|","2|null|xx|","3|undefined|xxx|three","4|true|xxxx|","5|s5|xxxxx|","6|1e+21|xxxxxx|three","7|NaN|xxxxxxx|","8|8|xxxxxxxx|","9|-2.25|xxxxxxxxx|three","10|null|xxxxxxxxxx|","11|undefined|xxxxxxxxxxx|","12|true|xxxxxxxxxxxx|three","13|s13|xxxxxxxxxxxxx|","14|1e+21|xxxxxxxxxxxxxx|","15|NaN|xxxxxxxxxxxxxxx|three","16|16|xxxxxxxxxxxxxxxx|","17|-4.25|xxxxxxxxxxxxxxxxx|","18|null|xxxxxxxxxxxxxxxxxx|three","19|undefined|xxxxxxxxxxxxxxxxxxx|","20|true|xxxxxxxxxxxxxxxxxxxx|","21|s21|xxxxxxxxxxxxxxxxxxxxx|three","22|1e+21|xxxxxxxxxxxxxxxxxxxxxx|","23|NaN|xxxxxxxxxxxxxxxxxxxxxxx|","24|24|xxxxxxxxxxxxxxxxxxxxxxxx|three","25|-6.25|xxxxxxxxxxxxxxxxxxxxxxxxx|","26|null|xxxxxxxxxxxxxxxxxxxxxxxxxx|","27|undefined|xxxxxxxxxxxxxxxxxxxxxxxxxxx|three","28|true|xxxxxxxxxxxxxxxxxxxxxxxxxxxx|","29|s29|xxxxxxxxxxxxxxxxxxxxxxxxxxxxx|"],"long":[4201,4201,4201],"objs":["x-t0-1,2,3","x-t1-1,2,3","x-t2-1,2,3"]}
// Loose equality and template literals inside tight loops (the inner tier takes them when no
// code can run): every pair of primitives under `==`/`!=`, objects against primitives calling
// `valueOf` exactly as often as JavaScript does, and templates of every kind of part.
const vals = [0, -0, 1, NaN, "", "0", "1", " 1 ", "a", "true", null, undefined, true, false];
const rows = [];
for (let i = 0; i < vals.length; i++) {
  let row = "";
  for (let j = 0; j < vals.length; j++) row += (vals[i] == vals[j] ? "1" : "0") + (vals[i] != vals[j] ? "n" : "e");
  rows.push(row);
}
let calls = 0;
const o = { valueOf() { calls++; return 1; } };
const o2 = { toString() { calls++; return "x"; } };
let hits = 0;
for (let i = 0; i < 10; i++) {
  if (o == 1) hits++;
  if (1 == o) hits++;
  if (o == true) hits++;
  if (o2 == "x") hits++;
  if (o == null) hits += 100;
  if (undefined == o) hits += 100;
  if (o == o) hits++;
  if (o != o2) hits++;
}
const parts = [];
for (let i = 0; i < 30; i++) {
  const v = [i, -i / 4, null, undefined, true, "s" + i, 1e21, NaN][i % 8];
  parts.push(`${i}|${v}|${"x".repeat(i)}|${i % 3 ? "" : "three"}`);
}
const long = [];
for (let i = 0; i < 3; i++) long.push(`${"ab".repeat(2100)}${i}`.length);
const objs = [];
for (let i = 0; i < 3; i++) objs.push(`${o2}-${{ toString() { return "t" + i; } }}-${[1, [2, 3]]}`);
return { rows, calls, hits, parts, long, objs };
