// expect: [["0","1","5","x"],["0","1","5","x"],[["0","h"],["1","i"]],"\"q\"",{"0":"y","1":"z"}]
// A String object's indices are its own enumerable keys, listed before its other keys.
const s = new String("ab");
s.x = 1; s[5] = 2;
// Own keys only: node runs every behaviour script in one realm, where one of them leaves an
// enumerable `split` on String.prototype.
const ks = []; for (const k in s) if (Object.hasOwn(s, k)) ks.push(k);
return [ks, Object.keys(s), Object.entries(new String("hi")), JSON.stringify(new String("q")), Object.assign({}, new String("yz"))];
