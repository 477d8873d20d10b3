// expect: ["{\"n\":null}","[null,null]",true]
const o = { a: undefined, f() {}, n: null };
return [JSON.stringify(o), JSON.stringify([undefined, function () {}]), JSON.stringify(undefined) === undefined];
