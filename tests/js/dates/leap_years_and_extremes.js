// expect: [[false,true,false,true,false],"-271821-04-20T00:00:00.000Z","+275760-09-13T00:00:00.000Z","-000001-01-01T00:00:00.000Z","+010000-01-01T00:00:00.000Z","1969-12-31T23:59:59.999Z"]
const leap = (y) => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
return [[1900, 2000, 2023, 2024, 2100].map(leap), new Date(-8.64e15).toISOString(), new Date(8.64e15).toISOString(), new Date(Date.UTC(-1, 0)).toISOString(), new Date(Date.UTC(10000, 0)).toISOString(), new Date(-1).toISOString()];
