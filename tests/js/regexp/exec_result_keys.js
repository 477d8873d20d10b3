// expect: [["0","1","index","input","groups"],"[\"a\",\"a\"]",true]
const m = /(a)/.exec("ba");
return [Object.keys(m), JSON.stringify(m), Array.isArray(m)];
