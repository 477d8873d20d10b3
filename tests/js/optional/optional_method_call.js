// expect: ["called 7",null,"called 7",null]
const o = { m() { return "called " + this.v; }, v: 7 };
return [o.m?.(), o.missing?.(), o?.m(), o.nothing?.()?.deep];
