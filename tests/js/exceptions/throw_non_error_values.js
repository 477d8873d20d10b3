// expect: [["string","str"],["number",42],["object",{"code":7}],["object",null],["object",[1,2]],["boolean",true]]
const out = [];
for (const v of ["str", 42, { code: 7 }, null, [1, 2], true]) {
  try {
    throw v;
  } catch (e) {
    out.push([typeof e, e]);
  }
}
return out;
