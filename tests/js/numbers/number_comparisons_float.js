// expect: [false,true,true,true]
return [0.1 + 0.2 === 0.3, Math.abs(0.1 + 0.2 - 0.3) < Number.EPSILON, 0.5 + 0.25 === 0.75, 9007199254740993 === 9007199254740992];
