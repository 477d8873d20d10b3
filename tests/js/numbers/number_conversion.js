// expect: [12,0,0,16,3,7,"NaN",1000,-5.5,"Infinity",0.5,5]
return [Number("  12 "), Number(""), Number("   "), Number("0x10"), Number("0b11"), Number("0o7"), String(Number("12px")), Number("1e3"), Number("-5.5"), String(Number("Infinity")), Number(".5"), Number("5.")];
