// expect: [0,"NaN",1,0,0,7,"NaN","NaN",42]
return [Number(null), String(Number(undefined)), Number(true), Number(false), Number([]), Number([7]), String(Number([1, 2])), String(Number({})), Number("\n42\t")];
