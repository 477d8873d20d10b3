// expect: ["m/red","m/blue","l/red"]
function f({ size = "m", color = "red" } = {}) {
  return size + "/" + color;
}
return [f(), f({ color: "blue" }), f({ size: "l" })];
