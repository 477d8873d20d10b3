// expect: 2
console.log("emoji 😀", "é", "\ttab", "multi\nline");
return "😀".length;
