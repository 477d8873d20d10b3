// expect: [2,0,"d","a",0,[1],null,true]
return [1 && 2, 0 && 2, "" || "d", "a" || "d", null || undefined || 0, 1 && "x" && [1], null && "x", !(0 || "")];
