// expect: [[1,[2,3],2,true],[1,[],0,true],[null,[],0,true]]
function f(first, ...rest) {
  return [first, rest, rest.length, Array.isArray(rest)];
}
return [f(1, 2, 3), f(1), f()];
