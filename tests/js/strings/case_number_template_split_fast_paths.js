// expect: [["already upper 123","ALREADY","mixed_@[`{","MIXED_@[`{","BOXED","12.5","TRUE","ABCDEF-ABCDEF-ABCDEF-ABCDEF-ABCDEF-ABCDEF-ABCDEF-ABCDEF-ABCDEF-ABCDEF-ABCDEF-ABCDEF-","abcdef-abcdef-abcdef-abcdef-abcdef-abcdef-abcdef-abcdef-abcdef-abcdef-abcdef-abcdef-",84,"STRASSE","σας","","Z","a",true],["0","-0","5","0.25","17.5","42","8.5","0.1","0.3","123456789012345","12345678901234.5","999999999999999","1234567890123456","9007199254740992","0.000001","1000","NaN","NaN","NaN","NaN","NaN","31","NaN","Infinity","12","NaN",6.5,10,2.5,6.5],"1-two:3.5/null|true~1two3.5nulltrue!",21,"","t",["x"],["a","b"]]
// Case conversion read in place: unchanged strings, boxed and non-string receivers, strings
// past the pool's 64 units, and non-ASCII text (the full Unicode mapping).
const long = "abcDEF-".repeat(12);
const cases = [
  "already upper 123".toLowerCase(), "ALREADY".toUpperCase(), "MiXeD_@[`{".toLowerCase(),
  "MiXeD_@[`{".toUpperCase(), new String("Boxed").toUpperCase(), String.prototype.toLowerCase.call(12.5),
  String.prototype.toUpperCase.call(true), long.toUpperCase(), long.toLowerCase(), long.toUpperCase().length,
  "straße".toUpperCase(), "ΣΑΣ".toLowerCase(), "".toLowerCase(), "z".toUpperCase(), "A".toLowerCase(),
];
const same = "unchanged";
cases.push(same.toLowerCase() === same);
// Numbers from decimal text: the short path and the full parser at its edges.
const texts = ["0", "-0", "5.", ".25", "17.5", " 42 ", "+8.5", "0.1", "0.3", "123456789012345",
  "12345678901234.5", "999999999999999", "1234567890123456", "9007199254740993", "0.000001",
  "1e3", ".", "1.2.3", "-", "+", "1_0", "0x1F", "-0x10", "Infinity", "\u00a012\u00a0", "12px"];
const nums = texts.map((t) => { const n = Number(t); return Object.is(n, -0) ? "-0" : String(n); });
nums.push(+"3.25" * 2, "2.5" * "4", "10" / "4", "7.5" - 1);
// Templates of many parts and splits into many parts.
const a = 1, b = "two", c = 3.5, d = null, e = true;
const t = `${a}-${b}:${c}/${d}|${e}~${a}${b}${c}${d}${e}!`;
const parts = "a,b,,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t".split(",");
return [cases, nums, t, parts.length, parts[2], parts[20], "x".split(","), "a-b-c".split("-", 2)];
