// expect: [13,"HÉLLO WÖRLD Ñ",233,7,"SS",1]
const s = "héllo wörld ñ";
return [s.length, s.toUpperCase(), s.charCodeAt(1), s.indexOf("ö"), "ß".toUpperCase(), "İ".length];
