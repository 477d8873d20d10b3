// expect: "many spaces here"
const s = "  many   spaces   here ";
return s.split(" ").filter(w => w.length > 0).join(" ");
