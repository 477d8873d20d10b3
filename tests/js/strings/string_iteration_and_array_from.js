// expect: [["h","é","y","😀"],4,5]
const s = "héy😀";
return [Array.from(s), [...s].length, s.split("").length];
