// expect: [2,3]
let value = 1;
const get = () => value;
value = 2;
const first = get();
value = 3;
return [first, get()];
