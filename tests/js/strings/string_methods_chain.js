// expect: ["Hello","There!"]
const raw = "  Hello, World!  ";
return raw.trim().toLowerCase().replace("world", "there").split(", ").map(w => w[0].toUpperCase() + w.slice(1));
