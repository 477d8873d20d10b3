// expect: [3,[1,2,1],"a|😀|b"]
const chars = [];
for (const ch of "a😀b") chars.push(ch);
const lens = chars.map(c => c.length);
return [chars.length, lens, chars.join("|")];
