// expect: "$5 costs $ and {braces}"
const price = 5;
return `$${price} costs $ and {braces}`;
