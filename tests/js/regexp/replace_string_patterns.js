// expect: ["Smith, John","xx$","a[a|c]c","a$2$0bc","15/01/2024","a$<x>c","k-j-a","a0b"]
return [
  "John Smith".replace(/(\w+)\s(\w+)/, "$2, $1"),
  "x".replace(/x/, "$&$&$$"),
  "abc".replace(/b/, "[$`|$']"),
  "abc".replace(/(b)/, "$2$0$1"),
  "2024-01-15".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, "$<d>/$<m>/$<y>"),
  "abc".replace(/b/, "$<x>"),
  "abcdefghijk".replace(/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)/, "$11-$10-$1"),
  "ab".replace(/(a)/, "$10"),
];
