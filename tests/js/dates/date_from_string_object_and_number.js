// expect: [1714979289000,"2023-11-14T22:13:20.000Z",5,null,1,0,1704067200000]
return [new Date("2024-05-06T07:08:09Z").getTime(), new Date(1700000000000).toISOString(), new Date(new Date(5)).getTime(), new Date("garbage").getTime(), new Date(true).getTime(), new Date(null).getTime(), new Date("  2024-01-01  ").getTime()];
