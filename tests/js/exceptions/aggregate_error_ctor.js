// expect: ["AggregateError","two failed",2,"a",true,true]
const e = new AggregateError([new Error("a"), "b"], "two failed");
return [e.name, e.message, e.errors.length, e.errors[0].message, e instanceof AggregateError, e instanceof Error];
