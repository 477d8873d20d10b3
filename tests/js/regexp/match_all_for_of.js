// expect: ["k1:v1","k2:v2"]
const found = [];
for (const m of "k1=v1;k2=v2".matchAll(/(?<k>\w+)=(?<v>\w+)/g)) found.push(m.groups.k + ":" + m.groups.v);
return found;
