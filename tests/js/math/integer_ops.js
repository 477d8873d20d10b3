// expect: [3,2,-3,12,31,5.5,2147483648]
return [Math.floor(17 / 5), 17 % 5, Math.trunc(-17 / 5), Math.imul(3, 4), Math.clz32(1), Math.fround(5.5), Math.abs(-2147483648)];
