// expect: ["string","object",7,7,"number",true]
return [typeof Date(), typeof new Date(), Date.length, Date.UTC.length, typeof Date.now(), Date.now() > 1.7e12];
