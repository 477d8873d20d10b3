// expect: [42,42,-17,26,255,5,35,"NaN","NaN",8,1]
return [parseInt("42"), parseInt("  42px"), parseInt("-17.9"), parseInt("0x1A"), parseInt("ff", 16), parseInt("101", 2), parseInt("z", 36), String(parseInt("abc")), String(parseInt("")), parseInt("08"), parseInt("1e3")];
