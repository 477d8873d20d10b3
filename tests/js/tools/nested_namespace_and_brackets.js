// expect: [{"x":1},{"y":2},{"z":3}]
const a = await tools.ns.deep.tool({ x: 1 });
const b = await tools.weird["resolve-id"]({ y: 2 });
const c = await tools["ns"]["deep"]["tool"]({ z: 3 });
return [a, b, c];
