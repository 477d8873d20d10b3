// expect: [2,"a","b",null,true,false,true,true,true,true,true,false,["a","b"],["x","y","z"],"abc","object","AB","b"]
// A String object's length and indices are its own properties, and it iterates its string.
const s = new String("ab");
return [s.length, s[0], s[1], s[2], "0" in s, "2" in s, "length" in s, s.hasOwnProperty("1"),
  s.hasOwnProperty("length"), Object.hasOwn(s, 0), s.propertyIsEnumerable(0),
  s.propertyIsEnumerable("length"), [...s], Array.from(new String("xyz")), s + "c",
  typeof s, s.toUpperCase(), s.at(-1)];
