// expect: "logged"
console.log("hello", 1, true, null, undefined);
console.log(NaN, -0, 1e21);
return "logged";
