// expect: [true,false,true,false,true,true,true,false,false,true,false]
return [!0, !1, !"", !"a", !null, !undefined, !NaN, ![], !{}, !!"x", !!0];
