// expect: ["a\\/b","/a\\/b/gi","/x+/m","a\\/b","(?:)","/[/]/","\\n","/x/"]
return [/a\/b/gi.source, String(/a\/b/gi), `${/x+/m}`, new RegExp("a/b").source, new RegExp("").source, String(new RegExp("[/]")), new RegExp("\n").source, /x/ + ""];
