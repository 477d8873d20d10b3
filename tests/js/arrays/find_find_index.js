// expect: ["b",1,true,-1]
const people = [{ n: "a", age: 20 }, { n: "b", age: 35 }, { n: "c", age: 40 }];
return [people.find(p => p.age > 30).n, people.findIndex(p => p.age > 30), people.find(p => p.age > 99) === undefined, people.findIndex(p => p.age > 99)];
