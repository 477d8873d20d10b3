// expect: ["pos","neg","zero","zero","b","b","a"]
const f = n => n > 0 ? "pos" : n < 0 ? "neg" : "zero";
return [f(5), f(-2), f(0), f(NaN), 0 ? "a" : "b", "" ? "a" : "b", [] ? "a" : "b"];
