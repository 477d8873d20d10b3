// expect: [[{"name":"ann","age":"30"},{"name":"bob","age":"25"}],"name|age;ann|30;bob|25"]
const csv = "name,age\nann,30\nbob,25";
const rows = csv.split("\n").map(r => r.split(","));
const [header, ...body] = rows;
const objs = body.map(r => Object.fromEntries(header.map((h, i) => [h, r[i]])));
return [objs, rows.map(r => r.join("|")).join(";")];
