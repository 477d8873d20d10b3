// expect: [1704164645000,1704153600000,1704189600000,1704153600000,1704153600000,1704153600000,1704207840000,1704164645000,1704182400000,819898200000]
return [
  Date.parse("Tue, 02 Jan 2024 03:04:05 GMT"),
  Date.parse("Jan 2, 2024"),
  Date.parse("January 2, 2024 10:00:00"),
  Date.parse("2 January 2024"),
  Date.parse("2024/01/02"),
  Date.parse("1/2/2024"),
  Date.parse("1/2/2024 3:04 PM"),
  Date.parse("Tue Jan 02 2024 03:04:05 GMT+0000 (Coordinated Universal Time)"),
  Date.parse("Jan 2 2024 10:00 GMT+0200"),
  Date.parse("December 25, 1995 13:30 UTC"),
];
