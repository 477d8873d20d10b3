// expect: [3,4,["x","y",""],1,56832,true]
const s = "x😀y😀";
return [s.indexOf("y"), s.lastIndexOf("😀"), s.split("😀"), s.at(-1).length, s.at(-1).charCodeAt(0), s.substring(1, 3) === "😀"];
