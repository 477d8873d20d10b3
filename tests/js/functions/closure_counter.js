// expect: [3,2]
function makeCounter() {
  let count = 0;
  return () => ++count;
}
const c1 = makeCounter();
const c2 = makeCounter();
c1(); c1();
c2();
return [c1(), c2()];
