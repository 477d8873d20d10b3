// expect: [1,2,3,4,5,6]
function flat(a) {
  let out = [];
  for (const x of a) {
    if (Array.isArray(x)) out = out.concat(flat(x));
    else out.push(x);
  }
  return out;
}
return flat([1, [2, [3, [4, [5]]]], 6]);
