// expect: ["bcd","ef","","bcd","bcd","abcdef","bcd","de","cde"]
const s = "abcdef";
return [s.slice(1, 4), s.slice(-2), s.slice(4, 1), s.substring(1, 4), s.substring(4, 1), s.substring(-2), s.substr(1, 3), s.substr(-3, 2), s.slice(2, -1)];
