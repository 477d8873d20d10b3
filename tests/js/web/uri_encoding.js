// expect: ["a%20b%26c%2Fd%3F%C3%A9%F0%9F%98%80","http://x.com/a%20b?q=%C3%A9#f","a b&é","%3Fa b%2F","-_.!~*'()","😀 ok","URIError",true,"URIError",true,"URIError",true,"URIError",true,"URIError"]
const out = [encodeURIComponent("a b&c/d?é😀"), encodeURI("http://x.com/a b?q=é#f"), decodeURIComponent("a%20b%26%C3%A9"), decodeURI("%3Fa%20b%2F"), encodeURIComponent("-_.!~*'()"), decodeURIComponent(encodeURIComponent("\u{1F600} ok"))];
for (const bad of ["%", "%E0%A4%A", "%FF", "%C3"]) { try { decodeURIComponent(bad); out.push("ok"); } catch (e) { out.push(e.name, e instanceof URIError); } }
try { encodeURIComponent("\uD800"); } catch (e) { out.push(e.name); }
return out;
