// expect: ["https://h.io/a/c?q=1","http://h.io/x","http://example.com/%7Efoo","/","TypeError","TypeError",true,false,true]
const out = [new URL("../c?q=1", "https://h.io/a/b/").href, new URL("/x", "http://h.io/a/b").href, new URL("HTTP://EXAMPLE.com/%7Efoo").href, new URL("http://x.org").pathname];
try { new URL("not a url"); } catch (e) { out.push(e.name); }
try { new URL("/relative"); } catch (e) { out.push(e.name); }
out.push(URL.canParse("http://a"), URL.canParse("nope"), URL.canParse("/p", "http://h"));
return out;
