// expect: [1701,1702,true,false,"{\"a\":{\"s\":1},\"b\":{\"s\":1},\"c\":[{\"s\":1},{\"s\":1}]}"]
const shared = { s: 1 };
const many = [];
for (let i = 0; i < 40; i++) many.push({ i, shared, inner: { j: i } });
const plain = JSON.stringify(many);
many[5].inner.toJSON = function () { return "late:" + this.j; };
const late = JSON.stringify(many);
const dag = { a: shared, b: shared, c: [shared, shared] };
return [plain.length, late.length, late.includes('"inner":"late:5"'), plain.includes("late"),
  JSON.stringify(dag)];
