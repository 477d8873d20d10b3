// expect: ["123","null","undefined","true","1,2","[object Object]","12.5","0"]
return [String(123), String(null), String(undefined), String(true), String([1, [2]]), String({}), (12.5).toString(), String(-0)];
