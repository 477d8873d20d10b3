// expect: [true,false,true,1,5,4,-1,-1,5]
const a = [1, 2, 3, NaN, "2", 2];
return [a.includes(2), a.includes("3"), a.includes(NaN), a.indexOf(2), a.lastIndexOf(2), a.indexOf("2"), a.indexOf(NaN), a.indexOf(9), a.indexOf(2, 2)];
