// expect: [true,true,"b",[],-1,2]
const arr = ["a", "b"];
return [arr[5] === undefined, arr[-1] === undefined, arr.at(-1), arr.slice(5), arr.indexOf("z"), arr.length];
