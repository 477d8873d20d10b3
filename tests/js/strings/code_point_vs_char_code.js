// expect: [128512,56832,120,120,true]
const s = "😀x";
return [s.codePointAt(0), s.codePointAt(1), s.codePointAt(2), s.charCodeAt(2), s.codePointAt(9) === undefined];
