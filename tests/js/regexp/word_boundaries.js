// expect: [["cat"],"a-b c","h"]
return ["the cat scattered".match(/\bcat\b/g), "a-b c".replace(/\B/g, "|"), /\w+/.exec("  héllo")[0]];
