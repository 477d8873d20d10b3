// expect: ["321",[3,2,1]]
return [[1, 2, 3].reduceRight((acc, x) => acc + x, ""), [[1], [2], [3]].reduceRight((a, b) => a.concat(b))];
