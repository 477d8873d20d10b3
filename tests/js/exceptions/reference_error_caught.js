// expect: ["ReferenceError","undefinedFunctionCall is not defined",true]
try {
  undefinedFunctionCall();
} catch (e) {
  return [e.name, e.message, e instanceof ReferenceError];
}
