// expect: ["null|null|4|true","undefined|undefined|9|true","true|true|4|true","false|false|5|true","1.5|1.5|3|true","-0.25|-0.25|5|true","NaN|NaN|3|true","Infinity|Infinity|8|true","1e+21|1e+21|5|true","anull|nulla|5|true","aundefined|undefineda|10|true","atrue|truea|5|true","afalse|falsea|6|true","a1.5|1.5a|4|true","a-0.25|-0.25a|6|true","aNaN|NaNa|4|true","aInfinity|Infinitya|9|true","a1e+21|1e+21a|6|true","abcdefnull|nullabcdef|10|true","abcdefundefined|undefinedabcdef|15|true","abcdeftrue|trueabcdef|10|true","abcdeffalse|falseabcdef|11|true","abcdef1.5|1.5abcdef|9|true","abcdef-0.25|-0.25abcdef|11|true","abcdefNaN|NaNabcdef|9|true","abcdefInfinity|Infinityabcdef|14|true","abcdef1e+21|1e+21abcdef|11|true","abcdefgnull|nullabcdefg|11|true","abcdefgundefined|undefinedabcdefg|16|true","abcdefgtrue|trueabcdefg|11|true","abcdefgfalse|falseabcdefg|12|true","abcdefg1.5|1.5abcdefg|10|true","abcdefg-0.25|-0.25abcdefg|12|true","abcdefgNaN|NaNabcdefg|10|true","abcdefgInfinity|Infinityabcdefg|15|true","abcdefg1e+21|1e+21abcdefg|12|true","abcdefghijnull|nullabcdefghij|14|true","abcdefghijundefined|undefinedabcdefghij|19|true","abcdefghijtrue|trueabcdefghij|14|true","abcdefghijfalse|falseabcdefghij|15|true","abcdefghij1.5|1.5abcdefghij|13|true","abcdefghij-0.25|-0.25abcdefghij|15|true","abcdefghijNaN|NaNabcdefghij|13|true","abcdefghijInfinity|Infinityabcdefghij|18|true","abcdefghij1e+21|1e+21abcdefghij|15|true"]
// `string + primitive` around the 10-unit length kept inside a heap slot: booleans, null,
// undefined and non-integral numbers on either side, short and just past the boundary.
const out = [];
for (const s of ["", "a", "abcdef", "abcdefg", "abcdefghij"]) {
  for (const p of [null, undefined, true, false, 1.5, -0.25, NaN, Infinity, 1e21]) {
    const a = s + p, b = p + s;
    out.push(a + "|" + b + "|" + a.length + "|" + (a === String(s) + String(p)));
  }
}
return out;
