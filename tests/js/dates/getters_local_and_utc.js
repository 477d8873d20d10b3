// expect: [2024,1,29,4,23,59,58,7,2024,1,29,4,23,0,124]
const d = new Date(Date.UTC(2024, 1, 29, 23, 59, 58, 7));
return [d.getFullYear(), d.getMonth(), d.getDate(), d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds(),
  d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getTimezoneOffset(), d.getYear()];
