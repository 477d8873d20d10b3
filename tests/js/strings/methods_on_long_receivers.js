// expect: [11,-1,-1,-1,false,false,false,true,"t0;part1;part2;part3;part4;","rt48;part49;",";part1;part2;part3;part4;part5;part","48;p","4","p",59,114,340,51,["part0;part1;part2;part3;part4;part5;part6;part7;part8;part9;part10;part11;part12;part13;part14;part15;part16;part17;part18;part19;part20;part21;part22;part23;part24;part25;part26;part27;part28;part29;part30;part31;part32;part33;part34;part35;part36;part37;part38;part39;part40;part41;part42;part43;part44;part45;part46;part47;part48;part49;"],340,1,0,340,3,-1,";par",-1,12,896,26,true,false,true,false," quick brown fox jumps over","y dog. 😀end","uick brown fox jumps over the lazy ","dog.","e","o",117,128512,905,1,["The quick br","wn f","x jumps "],905,1,0,905,3,-1,"uick",-1,12,896,26,true,false,true,false," quick brown fox jumps over","y dog. 😀end","uick brown fox jumps over the lazy ","dog.","e","o",117,128512,905,1,["The quick br","wn f","x jumps "],905,1,0,905,3,-1,"uick",-1,-1,2,2,false,false,false,false,"rt","short","","shor","o","",null,115,5,1,["sh","rt"],5,1,0,5,3,-1,"",-1,-1,-1,-1,false,false,false,false,"","","","",null,"",null,null,0,1,[""],0,1,0,0,0,-1,"",2,"oStrin","r",["1.5","+21"],"padded","x",["a","b"],1,0,true]
// String methods on long receivers read in place: strings built with +=, long literals, String
// objects and converted receivers, with arguments whose valueOf allocates.
let built = "";
for (let i = 0; i < 50; i++) built += "part" + i + ";";
const long = "The quick brown fox jumps over the lazy dog. ".repeat(20) + "\u{1F600}end";
const boxed = new String(long);
const obj = { toString() { return "from toString: abcdef"; } };
const pos = { valueOf() { let junk = []; for (let i = 0; i < 2000; i++) junk.push("x" + i); return 5; } };
const out = [];
for (const s of [built, long, boxed, "short", ""]) {
  out.push(s.indexOf(";", 7), s.indexOf("o", pos), s.lastIndexOf("o"), s.lastIndexOf("o", 30), s.includes("dog", 40),
    s.startsWith("part1", 5), s.endsWith("end"), s.endsWith("part", 4), s.slice(3, 30), s.slice(-12), s.substring(40, 5),
    s.substr(-10, 4), s.at(-3), s.charAt(12), s.charCodeAt(pos), s.codePointAt(s.length - 5), s.trim().length,
    s.split(";").length, s.split("o", 3), s.split("").length, s.split().length, s.indexOf(""), s.indexOf("", 1e9),
    s.lastIndexOf("", 3), s.indexOf("zzz"), s.slice(pos, 9));
}
out.push(String.prototype.indexOf.call(12345, "3"), String.prototype.slice.call(obj, 6, 12), String.prototype.at.call(true, 1),
  String.prototype.split.call(1.5e21, "e"), "  padded\n".trim(), String.prototype.trim.call(new String(" x ")),
  "aXbXc".split("X", 2), "aaa".indexOf("aa", 1), "abcabc".lastIndexOf("abc", 2), "ab".startsWith("", 5));
return out;
