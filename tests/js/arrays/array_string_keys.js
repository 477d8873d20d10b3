// expect: [4,["0","1","3","name"],4,"x"]
const a = [1, 2];
a["3"] = 4;
a.name = "x";
return [a.length, Object.keys(a), a[3], a.name];
