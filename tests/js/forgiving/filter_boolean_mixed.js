// expect: [1,"a"]
return [0, 1, "", "a", null].filter(Boolean);
