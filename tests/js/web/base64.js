// expect: ["aGVsbG8=","hello","hello","a","","","/wCA",3,"InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError"]
const out = [btoa("hello"), atob("aGVsbG8="), atob(" aGVs bG8 "), atob("YQ"), btoa(""), atob(""), btoa(String.fromCharCode(255, 0, 128)), atob("/wCA").length];
for (const bad of ["a", "a===", "$$$$"]) { try { atob(bad); out.push("ok"); } catch (e) { out.push(e.name); } }
try { btoa("é€"); } catch (e) { out.push(e.name); }
return out;
