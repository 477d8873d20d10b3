// expect: [6,"no",[1,2],{"k":"v"}]
async function val(x) { return x; }
const a = (await val(2)) * (await val(3));
const b = (await val(false)) ? "yes" : "no";
const c = [await val(1), await val(2)];
const d = { k: await val("v") };
return [a, b, c, d];
