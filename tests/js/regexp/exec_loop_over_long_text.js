// expect: [689644,["key299=value299","value299","key299",[4736,4742],4752,4751],1817,0,"key0",4,null,0,13,"😀",null,true,["b",null,"b"],"42"]
// exec and test in loops over a long string built with +=: groups, named groups, indices,
// lastIndex, sticky and unicode matching, converted subjects.
let text = "";
for (let i = 0; i < 300; i++) text += "key" + i + "=value" + i + (i % 7 ? ";" : "; \u{1F600} ");
const out = [];
const re = /(?<k>\w+)=(\w+)/gd;
let m, n = 0, last;
while ((m = re.exec(text)) !== null) { n += m[1].length + m.index; last = [m[0], m[2], m.groups.k, m.indices[1], m.input.length, re.lastIndex]; }
out.push(n, last);
const t = /value\d+/g;
let c = 0;
while (t.test(text)) c += t.lastIndex % 13;
out.push(c, t.lastIndex);
const sticky = /key\d+/y;
sticky.lastIndex = 0;
out.push(sticky.exec(text)[0], sticky.lastIndex, sticky.exec(text), sticky.lastIndex);
const u = /\u{1F600}/gu;
out.push(u.exec(text).index, u.exec(text)[0], /x/.exec(12345), /3/.test(12345), /(a)|(b)/.exec("b"));
out.push(/v(al)ue(?<n>\d+)/.exec(new String("key=value42")).groups.n);
return out;
