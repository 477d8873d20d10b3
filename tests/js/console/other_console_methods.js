// expect: ["function","function","function"]
console.info("info");
console.warn("warn");
console.error("error");
console.debug("debug");
return ["info", "warn", "error"].map(k => typeof console[k]);
