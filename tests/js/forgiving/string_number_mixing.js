// expect: [6,"32",5,5,"32"]
const qty = "3";
const price = 2;
return [qty * price, qty + price, Number(qty) + price, +qty + price, `${qty}${price}`];
