// expect: ["$5","$5",6,10,true,"xT","T|$5",{"T":1},"1","s",["valueOf","toString"],"TypeError","nope","TypeError","7"]
const money = { amount: 5, valueOf() { return this.amount; }, toString() { return "$" + this.amount; } };
const tag = { toString() { return "T"; } };
const calls = [];
const logged = { valueOf() { calls.push("valueOf"); return 1; }, toString() { calls.push("toString"); return "s"; } };
const out = [String(money), `${money}`, money + 1, money * 2, money > 4, "x" + tag, [tag, money].join("|"), { [tag]: 1 }, logged + "", `${logged}`, calls];
try { String({ toString() { throw new TypeError("nope"); } }); } catch (e) { out.push(e.name, e.message); }
try { String({ toString() { return {}; }, valueOf() { return {}; } }); } catch (e) { out.push(e.name); }
out.push(String({ toString: null, valueOf() { return 7; } }));
return out;
