// expect: ["ReferenceError","notDeclaredAnywhere is not defined"]
try {
  return notDeclaredAnywhere + 1;
} catch (e) {
  return [e.name, e.message];
}
