// expect: [true,true,false,true,true,true,false,true,true]
const o = { a: 1, b: undefined, 0: "zero" };
const arr = [10, 20];
return ["a" in o, "b" in o, "c" in o, 0 in o, "0" in o, 1 in arr, 2 in arr, "length" in arr, "toString" in o];
