// expect: ["hello world!","hello bob!","hello world?","hello null!"]
function greet(name = "world", punct = "!") {
  return "hello " + name + punct;
}
return [greet(), greet("bob"), greet(undefined, "?"), greet(null)];
