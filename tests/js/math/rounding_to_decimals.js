// expect: [1.23,1.24,-1.24,10,"1.2",2.35]
const round2 = x => Math.round(x * 100) / 100;
return [round2(1.234), round2(1.235), round2(-1.235), round2(10), (1.234).toFixed(1), Number((2.345).toFixed(2))];
