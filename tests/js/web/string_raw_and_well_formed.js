// expect: ["a1b2c","x0y1z",true,"ok😀",65533]
return [String.raw({ raw: ["a", "b", "c"] }, 1, 2), String.raw({ raw: "xyz" }, 0, 1, 2, 3), "a\uD800b".toWellFormed() === "a\uFFFDb", "ok😀".toWellFormed(), "\uDC00".toWellFormed().charCodeAt(0)];
