// expect: [21,["if","var","return","new","default","for"]]
const o = { if: 1, var: 2, return: 3, new: 4, default: 5, "for": 6 };
return [o.if + o.var + o.return + o.new + o.default + o.for, Object.keys(o)];
