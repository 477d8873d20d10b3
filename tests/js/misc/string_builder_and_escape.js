// expect: "<ul><li title=\"&lt;tag&gt;\">a&amp;b</li><li title=\"it's\">q&quot;t</li></ul>"
const items = [{ name: "a&b", note: "<tag>" }, { name: "q\"t", note: "it's" }];
const esc = s => s.split("&").join("&amp;").split("<").join("&lt;").split(">").join("&gt;").split('"').join("&quot;");
let html = "<ul>";
for (const it of items) html += `<li title="${esc(it.note)}">${esc(it.name)}</li>`;
html += "</ul>";
return html;
