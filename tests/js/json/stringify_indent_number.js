// expect: "{\n  \"a\": 1,\n  \"b\": [\n    1,\n    2\n  ],\n  \"c\": {},\n  \"d\": []\n}"
return JSON.stringify({ a: 1, b: [1, 2], c: {} , d: []}, null, 2);
