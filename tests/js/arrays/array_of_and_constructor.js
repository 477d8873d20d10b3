// expect: [[7],[1,2],3,[1,2],[0,0],[0,1,2]]
return [Array.of(7), Array.of(1, 2), new Array(3).length, new Array(1, 2), Array(2).fill(0), new Array(3).fill().map((_, i) => i)];
