// expect: [1704067200000,1704110400000,915148800000,null,1704153600000,1704164645000,1704157445678,1704164640000,1704067200000,1717200000000,1704067200000,null,null,null]
return [Date.UTC(2024, 0), Date.UTC(2024, 0, 1, 12), Date.UTC(99, 0), Date.UTC(NaN),
  Date.parse("2024-01-02"), Date.parse("2024-01-02T03:04:05Z"), Date.parse("2024-01-02T03:04:05.678+02:00"),
  Date.parse("2024-01-02T03:04"), Date.parse("2024"), Date.parse("2024-06"), Date.parse("+002024-01-01T00:00:00Z"),
  Date.parse("not a date"), Date.parse("2024-13-01"), Date.parse("2024-02-30T25:00")];
