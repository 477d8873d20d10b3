// expect: [null,"e",true,true,["a","c","f"]]
const v = JSON.parse('{"a":[1,2,{"b":null}],"c":{"d":"e"},"f":true}');
return [v.a[2].b, v.c.d, v.f, Array.isArray(v.a), Object.keys(v)];
