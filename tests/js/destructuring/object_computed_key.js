// expect: ["value","other"]
const key = "dyn";
const { [key]: v, ["x" + 1]: w } = { dyn: "value", x1: "other" };
return [v, w];
