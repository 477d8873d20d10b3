// expect: [65,"Hi","NaN",true,2]
return ["A".charCodeAt(0), String.fromCharCode(72, 105), "abc".charCodeAt(5) + "", String.fromCharCode(0xD83D, 0xDE00) === "😀", String.fromCodePoint(128512).length];
