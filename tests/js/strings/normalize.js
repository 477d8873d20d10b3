// expect: ["ẛ̣","ẛ̣","ṩ","ṩ",2,0,["a","b","C"],"RangeError"]
const s = "\u1E9B\u0323";
return [s.normalize(), s.normalize("NFD"), s.normalize("NFKC"), s.normalize("NFKD"), "\u00C5".normalize("NFD").length,
  "o\u0308".localeCompare("\u00f6"), ["b", "a", "C"].sort((x, y) => x.localeCompare(y)),
  (() => { try { "x".normalize("nfc"); return "no"; } catch (e) { return e.name; } })()];
