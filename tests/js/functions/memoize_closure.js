// expect: [[9,9,16,9],2]
function memo(fn) {
  const cache = {};
  let misses = 0;
  const wrapped = n => {
    if (!(n in cache)) { misses++; cache[n] = fn(n); }
    return cache[n];
  };
  wrapped.misses = () => misses;
  return wrapped;
}
const sq = memo(x => x * x);
const r = [sq(3), sq(3), sq(4), sq(3)];
return [r, sq.misses()];
