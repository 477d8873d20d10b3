// expect: ["xYZ",[["-y","y",1,"x-y-z"],["-z","z",3,"x-y-z"]],"{\"k\":\"k\",\"v\":\"v\"}","a42c","aundefinedc"]
const calls = [];
const r = "x-y-z".replace(/-(\w)/g, (m, c, off, s) => { calls.push([m, c, off, s]); return c.toUpperCase(); });
const named = "k=v".replace(/(?<k>\w)=(?<v>\w)/, (...args) => JSON.stringify(args[args.length - 1]));
return [r, calls, named, "abc".replace(/b/, () => 42), "abc".replace(/(z)?b/, (m, z) => String(z))];
