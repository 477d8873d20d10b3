// expect: [["1","3"],true,false,null,"x y","&","a=1&b=2&a=3&sp=x+y&enc=%26","b=2&c=x+y&enc=%26&sp=x+y",[["b","2"],["c","x y"],["enc","&"],["sp","x y"]],["2","x y","&","x y"],"q=search+term&n=5",["v","w"],"1",["b=2","c=x y","enc=&","sp=x y"]]
const p = new URLSearchParams("a=1&b=2&a=3&sp=x+y&enc=%26");
const out = [p.getAll("a"), p.has("b"), p.has("b", "3"), p.get("c"), p.get("sp"), p.get("enc"), p.toString()];
p.delete("a"); p.append("c", "x y"); p.sort();
out.push(p.toString(), [...p.entries()], [...p.values()]);
out.push(new URLSearchParams({ q: "search term", n: 5 }).toString(), new URLSearchParams([["k", "v"], ["k", "w"]]).getAll("k"), new URLSearchParams("?x=1").get("x"));
const seen = []; p.forEach((v, k) => seen.push(k + "=" + v));
out.push(seen);
return out;
