// expect: [1,55357,56832,true,true,true]
const s = "a😀b";
const hi = s.slice(1, 2);
const lo = s.slice(2, 3);
return [hi.length, hi.charCodeAt(0), lo.charCodeAt(0), s.slice(1, 3) === "😀", s.slice(0, 2) + s.slice(2) === s, s[1] === hi];
