// expect: ["[null,null,null,null,1]","[null,1]","[]"]
return [JSON.stringify([undefined, () => 1, NaN, null, 1]), JSON.stringify([, 1]), JSON.stringify([])];
