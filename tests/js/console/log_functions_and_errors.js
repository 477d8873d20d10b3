// expect: "done"
console.log(function named() {}, () => 1);
console.log(new Error("logged error"));
console.log(new TypeError("t"));
return "done";
