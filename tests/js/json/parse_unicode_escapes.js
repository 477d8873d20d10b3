// expect: ["Aé",2,true,3,"\"q\"","/"]
const v = JSON.parse('["\\u0041\\u00e9", "\\ud83d\\ude00", "a\\nb", "\\"q\\"", "\\/"]');
return [v[0], v[1].length, v[1] === "😀", v[2].length, v[3], v[4]];
