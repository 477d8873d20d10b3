// expect: ["hell0 w0rld","bbb","baa","-a-b-c-","-a-a-a-","xbx"]
return ["hello world".replace(/o/g, "0"), "aaa".replace(/a/g, "b"), "aaa".replace(/a/, "b"), "abc".replace(/x*/g, "-"), "aaa".replace(/a*?/g, "-"), "AbA".replace(/a/gi, "x")];
