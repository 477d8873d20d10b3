(function () {
  // A hand-written tokenizer and evaluator: charAt/str[i], switch, char class tests, a stack.
  const exprs = [];
  for (let i = 0; i < 3000; i++) exprs.push(`(${i} + ${i % 7} * (${(i * 3) % 11} - 2)) / ${1 + (i % 5)} - ${i % 13}`);
  const tokenize = (src) => {
    const toks = [];
    let i = 0;
    while (i < src.length) {
      const c = src[i];
      if (c === " ") { i++; continue; }
      if (c >= "0" && c <= "9") {
        let j = i;
        while (j < src.length && src[j] >= "0" && src[j] <= "9") j++;
        toks.push({ t: "num", v: parseInt(src.slice(i, j), 10) });
        i = j;
        continue;
      }
      switch (c) {
        case "+": case "-": case "*": case "/": toks.push({ t: "op", v: c }); break;
        case "(": case ")": toks.push({ t: c }); break;
        default: throw new Error("bad char " + c);
      }
      i++;
    }
    return toks;
  };
  const prec = { "+": 1, "-": 1, "*": 2, "/": 2 };
  const evalToks = (toks) => {
    const out = [], ops = [];
    const apply = () => { const o = ops.pop(), b = out.pop(), a = out.pop(); out.push(o === "+" ? a + b : o === "-" ? a - b : o === "*" ? a * b : a / b); };
    for (const tk of toks) {
      if (tk.t === "num") out.push(tk.v);
      else if (tk.t === "(") ops.push("(");
      else if (tk.t === ")") { while (ops[ops.length - 1] !== "(") apply(); ops.pop(); }
      else { while (ops.length && ops[ops.length - 1] !== "(" && prec[ops[ops.length - 1]] >= prec[tk.v]) apply(); ops.push(tk.v); }
    }
    while (ops.length) apply();
    return out[0];
  };
  let acc = 0;
  for (let r = 0; r < 8; r++) for (const e of exprs) acc += evalToks(tokenize(e));
  return Math.round(acc * 1000) / 1000;
})();
