// expect: [true,false]
const n = null;
let evaluated = false;
const side = () => { evaluated = true; return "k"; };
const r = n?.a.b.c[side()]();
return [r === undefined, evaluated];
