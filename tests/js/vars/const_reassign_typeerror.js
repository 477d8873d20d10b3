// expect: ["TypeError","Assignment to constant variable.",1]
const k = 1;
try {
  k = 2;
} catch (e) {
  return [e.name, e.message, k];
}
return "no error";
