// expect: ["TypeError","Assignment to constant variable.",0]
const i = 0;
try {
  i++;
  return "no error";
} catch (e) {
  return [e.name, e.message, i];
}
