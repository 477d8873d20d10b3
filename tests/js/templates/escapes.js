// expect: ["tab:\tquote:`dollar:${x} backslash:\\ nl:\n",40]
const s = `tab:\tquote:\`dollar:\${x} backslash:\\ nl:\n`;
return [s, s.length];
