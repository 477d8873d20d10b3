// expect: ["Error","x"]
try {
  await Promise.reject(new Error("x"));
  return "not reached";
} catch (e) {
  return [e.name, e.message];
}
