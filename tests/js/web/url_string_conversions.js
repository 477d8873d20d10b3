// expect: ["https://example.com/p?a=1&b=two+words","https://example.com/p?a=1&b=two+words","https://example.com/p?a=1&b=two+words","{\"u\":\"https://example.com/p?a=1&b=two+words\"}","https://example.com/p?a=1&b=two+words","?a=1&b=two+words",true,"object"]
const u = new URL("https://example.com/p?a=1");
u.searchParams.append("b", "two words");
return [String(u), `${u}`, u + "", JSON.stringify({ u }), u.href, u.search, u instanceof URL, typeof u];
