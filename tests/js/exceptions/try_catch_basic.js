// expect: ["Error","boom",true]
let r;
try {
  throw new Error("boom");
} catch (e) {
  r = [e.name, e.message, e instanceof Error];
}
return r;
