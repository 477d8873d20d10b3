// expect: ["https://api.example.com/search?page=2&tag=a%26b","page=2&tag=a%26b",["page","tag"]]
const u = new URL("https://api.example.com/search?q=cats&page=1");
u.searchParams.set("page", "2");
u.searchParams.append("tag", "a&b");
u.searchParams.delete("q");
return [u.toString(), u.searchParams.toString(), [...u.searchParams.keys()]];
