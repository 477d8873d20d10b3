// expect: ["b","cd",2,"xxx","b"]
return ["abc".charAt("1"), "abcdef".slice("2", "4"), "abc".indexOf("c", "1"), "x".repeat("3"), "abc".at("1")];
