// expect: "\"plain run\"|\"a\\\"b\\\\c\"|\"\\u0000\\u001f\"|\"x\\ud800\"|\"\\udc00y\"|\"😀z\\ud83d\"|\"mid\\nand\\tend\"|\"\"|\"\\\"\\\"\\\"\"|\"é ü 😀\"#{\"a\\\"b\\\\c\":\"x\\ud800\",\"k\":[\"😀z\\ud83d\",\"mid\\nand\\tend\"]}"
const cases = ["plain run", "a\"b\\c", "\u0000\u001f", "x\ud800", "\udc00y", "\ud83d\ude00z\ud83d", "mid\nand\tend", "", "\"\"\"", "é ü 😀"];
return cases.map((s) => JSON.stringify(s)).join("|") + "#" + JSON.stringify({ [cases[1]]: cases[3], k: [cases[5], cases[6]] });
