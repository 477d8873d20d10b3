// expect: {"fib":610,"identity":true,"fact":3628800,"letArrow":"done","reassigned":["other","replaced","old","old"],"afterSwap":["new","old"],"letReassigned":103,"dup":["second","function"],"shadowed":[3,7,"inner","caught","nested",[null,1]],"written":["number","number","string",42,null,"s"],"perIteration":[true,true,true,true],"viaOther":[true,true,true,true,true],"ctor":[2,true,true],"nested":[true,["1,21,1,221","1,21,1,222"]],"asyncSum":210,"asyncArrow":[4,3,2,1]}
// A function that reads its own name gets itself, and every case where the name can hold
// something else (reassigned, redeclared, shadowed) reads the binding as usual.
const out = {};
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
out.fib = fib(15);
out.identity = (function () { function me() { return me; } return me() === me; })();
const fact = (n) => (n <= 1 ? 1 : n * fact(n - 1));
out.fact = fact(10);
let countdown = function (n) { return n === 0 ? "done" : countdown(n - 1); };
out.letArrow = countdown(5);
// Reassigned: the function reads the binding, which now holds another function.
function swapped() { return "old"; }
function caller() { return swapped(); }
const keepOld = swapped;
function whoAmI() { return whoAmI === keepOld2 ? "same" : "other"; }
const keepOld2 = whoAmI;
whoAmI = function () { return "replaced"; };
out.reassigned = [keepOld2(), whoAmI(), caller(), keepOld()];
swapped = () => "new";
out.afterSwap = [caller(), keepOld()];
// Reassigned let arrow.
let counter = (n) => (n > 0 ? counter(n - 1) + 1 : 0);
const firstCounter = counter;
counter = (n) => 100 + n;
out.letReassigned = firstCounter(3);
// Redeclared: the later declaration wins for both.
function dup() { return ["first", dup === dupRef]; }
function dup() { return ["second", typeof dup]; }
const dupRef = dup;
out.dup = dup();
// Shadowed inside: parameters, locals, catch bindings and nested declarations.
function shadowParam(shadowParam) { return shadowParam; }
function shadowVar() { var shadowVar = 7; return shadowVar; }
function shadowLet() { { let shadowLet = "inner"; return shadowLet; } }
function shadowCatch() { try { throw "caught"; } catch (shadowCatch) { return shadowCatch; } }
function shadowNested() { function shadowNested() { return "nested"; } return shadowNested(); }
function hoistedVar() { const before = hoistedVar; var hoistedVar = 1; return [before, hoistedVar]; }
out.shadowed = [shadowParam(3), shadowVar(), shadowLet(), shadowCatch(), shadowNested(), hoistedVar()];
// Written through destructuring, update and for-of targets elsewhere in the program.
function destr() { return typeof destr; }
const firstDestr = destr;
[destr] = [42];
function upd() { return typeof upd; }
const firstUpd = upd;
upd++;
function looped() { return typeof looped; }
const firstLooped = looped;
for (looped of ["s"]) {}
out.written = [firstDestr(), firstUpd(), firstLooped(), destr, upd, looped];
// One closure per loop iteration: each reads itself.
const made = [];
for (let i = 0; i < 3; i++) {
  function step() { return step; }
  const arrow = () => arrow;
  made.push(step() === step && arrow() === arrow, step);
}
out.perIteration = [made[0], made[2], made[4], made[1] !== made[3]];
// Called as a method, through call/apply/bind, as a callback and as a constructor.
function self() { return self; }
const bound = self.bind(null);
out.viaOther = [self.call(1) === self, self.apply(null, []) === self, bound() === self,
  [0].map(self)[0] === self, ({ m: self }).m() === self];
function Node(v, next) { this.v = v; this.n = next ? new Node(next) : null; this.ctor = Node; }
const node = new Node(1, 2);
out.ctor = [node.n.v, node.ctor === Node, node.n.ctor === Node];
// Default parameter values and nested arrows read the name too.
const defaults = (x = defaults) => x === defaults;
function outer(n) { return [1, 2].map((k) => (n > 0 ? outer(n - 1) + k : k)); }
out.nested = [defaults(), outer(2)];
// Async functions awaiting themselves.
async function sumTo(n) { return n === 0 ? 0 : n + (await sumTo(n - 1)); }
out.asyncSum = await sumTo(20);
const asyncArrow = async (n) => (n === 0 ? [] : [n, ...(await asyncArrow(n - 1))]);
out.asyncArrow = await asyncArrow(4);
return out;
