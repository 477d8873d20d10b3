// expect: [[0,1],null,[1,2]]
function find(arr, target) {
  for (let i = 0; i < arr.length; i++) {
    for (let j = i + 1; j < arr.length; j++) {
      if (arr[i] + arr[j] === target) return [i, j];
    }
  }
  return null;
}
return [find([2, 7, 11, 15], 9), find([1, 2], 10), find([3, 2, 4], 6)];
