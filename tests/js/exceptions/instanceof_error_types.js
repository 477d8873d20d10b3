// expect: [["Error",true,false,false,false],["TypeError",true,true,false,false],["RangeError",true,false,true,false],["ReferenceError",true,false,false,true],["SyntaxError",true,false,false,false]]
const errs = [new Error("a"), new TypeError("b"), new RangeError("c"), new ReferenceError("d"), new SyntaxError("e")];
return errs.map(e => [e.name, e instanceof Error, e instanceof TypeError, e instanceof RangeError, e instanceof ReferenceError]);
