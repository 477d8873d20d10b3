// expect: [[3,20],1]
const makeCounter = (step = 1) => {
  let value = 0;
  return { next: () => (value += step), reset: () => { value = 0; } };
};
const a = makeCounter();
const b = makeCounter(10);
a.next(); a.next(); b.next();
const snapshot = [a.next(), b.next()];
a.reset();
return [snapshot, a.next()];
