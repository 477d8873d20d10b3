// expect: [0,2,null,4,5]
const log = [];
const t = v => { log.push(v); return v; };
t(0) && t(1);
t(2) || t(3);
t(null) || t(4) && t(5);
return log;
