// expect: ["0x","1y","2z"]
function each(arr, fn) {
  for (let i = 0; i < arr.length; i++) fn(arr[i], i);
}
const seen = [];
each(["x", "y", "z"], (v, i) => seen.push(i + v));
return seen;
