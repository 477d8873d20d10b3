// expect: {"count":11,"name":"","list":[1],"missing":"filled"}
const o = { count: 0, name: "", list: null };
o.count ||= 10;
o.name ??= "unnamed";
o.list ??= [];
o.list.push(1);
o.missing ??= "filled";
o["count"] &&= o.count + 1;
return o;
