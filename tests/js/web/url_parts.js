// expect: ["https://user:pw@example.com:8080/a/b?x=1&y=two%20words#frag","https:","example.com:8080","example.com","8080","/a/b","?x=1&y=two%20words","#frag","https://example.com:8080","user","pw","two words"]
const u = new URL("https://user:pw@example.com:8080/a/b?x=1&y=two%20words#frag");
return [u.href, u.protocol, u.host, u.hostname, u.port, u.pathname, u.search, u.hash, u.origin, u.username, u.password, u.searchParams.get("y")];
