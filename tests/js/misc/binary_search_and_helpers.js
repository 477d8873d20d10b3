// expect: [3,0,-3,-7,-1]
function bsearch(arr, x) {
  let lo = 0, hi = arr.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid] === x) return mid;
    if (arr[mid] < x) lo = mid + 1; else hi = mid - 1;
  }
  return -(lo + 1);
}
const sorted = [1, 3, 5, 7, 9, 11];
return [bsearch(sorted, 7), bsearch(sorted, 1), bsearch(sorted, 4), bsearch(sorted, 100), bsearch([], 1)];
