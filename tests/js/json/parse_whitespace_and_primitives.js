// expect: [42,"str",null,true,0,{}]
return [JSON.parse(" \n 42 \t"), JSON.parse('"str"'), JSON.parse("null"), JSON.parse("true"), JSON.parse("[ ]").length, JSON.parse(" { } ")];
