// expect: [true,false,true,true,true,true,false,true,false]
const s = "hello world";
return [s.startsWith("hello"), s.startsWith("world"), s.startsWith("world", 6), s.endsWith("world"), s.endsWith("hello", 5), s.includes("o w"), s.includes("xyz"), s.includes(""), s.includes("o", 8)];
