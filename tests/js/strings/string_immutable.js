// expect: ["abc","ABC","abcd"]
const s = "abc";
const t = s.toUpperCase();
let u = s;
u += "d";
return [s, t, u];
