// expect: [false,1,0]
const list = [];
for (let i = 0; i < 3; i++) list.push(/a/g);
list[0].test("a");
return [list[0] === list[1], list[0].lastIndex, list[1].lastIndex];
