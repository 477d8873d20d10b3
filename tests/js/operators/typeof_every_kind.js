// expect: ["number","number","string","string","boolean","undefined","object","object","object","function","function","object","object","function"]
return [typeof 1, typeof NaN, typeof "s", typeof "", typeof true, typeof undefined, typeof null, typeof {}, typeof [], typeof function () {}, typeof (() => 1), typeof Math, typeof JSON, typeof Math.abs];
