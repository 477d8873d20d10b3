// expect: ["2024-01-02T03:04:05.006Z","2024-01-02T03:04:05.006Z","Tue, 02 Jan 2024 03:04:05 GMT","Tue Jan 02 2024","03:04:05 GMT+0000 (Coordinated Universal Time)","{\"d\":\"2024-01-02T03:04:05.006Z\"}",null,"Invalid Date"]
const d = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
return [d.toISOString(), d.toJSON(), d.toUTCString(), d.toDateString(), d.toTimeString(), JSON.stringify({ d }), new Date(NaN).toJSON(), String(new Date(NaN).toUTCString())];
