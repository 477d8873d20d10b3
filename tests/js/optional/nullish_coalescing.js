// expect: ["d","d",0,"",false,"NaN"]
return [null ?? "d", undefined ?? "d", 0 ?? "d", "" ?? "d", false ?? "d", String(NaN ?? "d")];
