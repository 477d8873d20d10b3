// expect: [[1,2,3,4,5],[3,4],[3,4],[1,2],[1,2,5],true,false,true,true,false,[1,2,3,4,7],4]
// node-differs: node 20 has no Set methods (ES2025); expectations written from the specification
const a = new Set([1, 2, 3, 4]), b = new Set([3, 4, 5]);
return [[...a.union(b)], [...a.intersection(b)], [...b.intersection(a)], [...a.difference(b)], [...a.symmetricDifference(b)],
  new Set([3, 4]).isSubsetOf(a), a.isSubsetOf(b), a.isSupersetOf(new Set([1, 2])), a.isDisjointFrom(new Set([9])), a.isDisjointFrom(b),
  [...a.union(new Map([[7, "x"]]))], a.size];
