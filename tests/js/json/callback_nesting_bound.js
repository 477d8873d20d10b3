// expect: ["end","RangeError",true]
// node-differs: builtins that call back into the program (toJSON, replacers, comparators, toString) nest at most 64 deep in codemode (README, Reliability); node's bound is its stack
const deep = (n) => ({ toJSON() { return n > 0 ? JSON.parse(JSON.stringify(deep(n - 1))) : "end"; } });
const shallow = JSON.parse(JSON.stringify(deep(40)));
let kind;
try { JSON.stringify(deep(100)); } catch (e) { kind = e.name; }
// The execution goes on normally after the refusal.
return [shallow, kind, JSON.stringify({ a: [1] }) === '{"a":[1]}'];
