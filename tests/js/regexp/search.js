// expect: [2,-1,1,0,0]
return ["abc".search(/c/), "abc".search(/z/), "aXbX".search(/x/i), "a.b".search("."), "abc".search()];
