// expect: [null,1,9,5,11,0,1,6,15,"123456789101112131415","hi","abcdef"]
const a = [];
return [Math.max(), Math.max(1), Math.max(1, 9, 3, 4), Math.max(1, 2, 3, 4, 5), Math.max(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11),
  a.push(), a.push(1), a.push(2, 3, 4, 5, 6), a.push(...[7, 8, 9, 10, 11, 12, 13, 14, 15]), a.join(""),
  String.fromCharCode(104, 105), String.fromCharCode(97, 98, 99, 100, 101, 102)];
