// expect: ["","42","string",""]
const v = 42;
return [``, `${v}`, typeof `${v}`, `${""}${""}`];
