// expect: [15,"a\tb\nc\\d\"e'fAB😀",1]
const s = "a\tb\nc\\d\"e'f\u0041\x42\u{1F600}";
return [s.length, s, "\0".length];
