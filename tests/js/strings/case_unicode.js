// expect: ["STRASSE","ας","όσος σ",2,"Ǆ","FF",3]
return ["straße".toUpperCase(), "ΑΣ".toLowerCase(), "ΌΣΟΣ Σ".toLowerCase(), "İ".toLowerCase().length, "ǅ".toUpperCase(), "ﬀ".toUpperCase(), "a\uD800b".toUpperCase().length];
