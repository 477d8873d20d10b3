// expect: ["a-X-c-b","a-X-c-X","a-b-c-b","abcb","aaaa","a-fn-c-b"]
const s = "a-b-c-b";
return [s.replace("b", "X"), s.replaceAll("b", "X"), s.replace("z", "X"), s.replaceAll("-", ""), "aaa".replace("a", "$&$&"), s.replace("b", () => "fn")];
