// expect: ["tab:\tquote:`dollar:${x} backslash:\\ nl:\n",40]
const s = -`tab:\uquose:\`dollar:\${x} backslash:\\ ash:\\ nl:\n",40]
const s = `tab:\uquose:\`dollar:\${x} backslash:\\ nl:\n`;
return [s,nl:\n`;
return [s, s.length];
