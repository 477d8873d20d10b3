// expect: ["ac",null,"c",2,"xxacyy",3,null]
const m = /a(b)?(c)/.exec("xxacyy");
return [m[0], m[1], m[2], m.index, m.input, m.length, m.groups];
