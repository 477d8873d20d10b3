// expect: ["1","\"s\"","null","true",true,"null","null","0","1e+21","0.30000000000000004"]
return [JSON.stringify(1), JSON.stringify("s"), JSON.stringify(null), JSON.stringify(true), JSON.stringify(undefined) === undefined, JSON.stringify(NaN), JSON.stringify(Infinity), JSON.stringify(-0), JSON.stringify(1e21), JSON.stringify(0.1 + 0.2)];
