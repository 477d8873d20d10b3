// expect: ["TypeError","notFn is not a function"]
const notFn = 5;
try {
  notFn();
  return "no error";
} catch (e) {
  return [e.name, e.message];
}
