// expect: [[[1,2],null,[1,2]],{"n":[1,2]},null]
const m = /(a)|(?<n>b)/d.exec("xb");
return [m.indices, m.indices.groups, /x/.exec("x").indices];
