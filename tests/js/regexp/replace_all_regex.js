// expect: ["a/b/c","axbx","TypeError"]
let err = null;
try { "a".replaceAll(/a/, "b"); } catch (e) { err = e.name; }
return ["a.b.c".replaceAll(/\./g, "/"), "aXbX".replaceAll(/x/gi, (m) => m.toLowerCase()), err];
