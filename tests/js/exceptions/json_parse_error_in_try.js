// expect: [[1,2],{"error":"SyntaxError"},{"error":"SyntaxError"}]
function safeParse(s) {
  try {
    return JSON.parse(s);
  } catch (e) {
    return { error: e.name };
  }
}
return [safeParse("[1,2]"), safeParse("{bad"), safeParse("")];
