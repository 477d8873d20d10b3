// expect: [0,"NaN",2,5,"NaN",1]
return [Math.floor(null), String(Math.floor(undefined)), Math.abs([-2]), Math.max([1], [5]), String(Math.sqrt("a")), Math.ceil(true)];
