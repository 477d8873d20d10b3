// expect: ["pad","pad \n ","  \t pad","x",0]
const s = "  \t pad \n ";
return [s.trim(), s.trimStart(), s.trimEnd(), "x".trim(), "   ".trim().length];
