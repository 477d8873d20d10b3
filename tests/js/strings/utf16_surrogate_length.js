// expect: [2,4,55357,56832,128512,55357,1]
const e = "😀";
return [e.length, "a😀b".length, e.charCodeAt(0), e.charCodeAt(1), e.codePointAt(0), "a😀b".charCodeAt(1), [...e].length];
