// expect: ["cc","\"hi\"","b","abc"]
return [/(\w)\1/.exec("abccd")[0], /(?<q>['"]).*?\k<q>/.exec(`say "hi" 'x'`)[0], /(a)|\1b/.exec("b")[0], "aabbcc".replace(/(\w)\1/g, "$1")];
