// expect: ["0.0",0,"false"]
const z = 0;
const e = "";
const fls = false;
return [z?.toFixed(1), e?.length, fls?.toString()];
