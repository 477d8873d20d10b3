// expect: ["HELLO WORLD","hello world","123ABC",""]
return ["Hello World".toUpperCase(), "Hello World".toLowerCase(), "123abc".toUpperCase(), "".toUpperCase()];
