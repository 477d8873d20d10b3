// expect: ["a","b"]
function getName() { return this.name; }
const a = { name: "a", getName };
const b = { name: "b" };
b.getName = a.getName;
return [a.getName(), b.getName()];
