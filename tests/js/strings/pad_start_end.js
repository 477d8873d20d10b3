// expect: ["005","   abc","abc---","abc","abab7","x123","abc"]
return ["5".padStart(3, "0"), "abc".padStart(6), "abc".padEnd(6, "-"), "abc".padStart(2), "7".padStart(5, "ab"), "x".padEnd(4, "123"), "abc".padEnd(5, "")];
