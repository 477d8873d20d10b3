// expect: ["undefined","undefined","undefined","safe"]
return [typeof undeclaredName, typeof window, typeof process2, typeof undeclaredName === "undefined" ? "safe" : "unsafe"];
