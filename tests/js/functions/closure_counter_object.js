// expect: 11
function counter(start) {
  let n = start;
  return {
    inc() { n += 1; return n; },
    dec() { n -= 1; return n; },
    get_() { return n; },
  };
}
const c = counter(10);
c.inc(); c.inc(); c.dec();
return c.get_();
