// expect: [true,true,true,false,true,true,true,false]
return [1 == "1", 0 == "", 0 == "0", "" == "0", 10 == "1e1", 255 == "0xff", 1 == " 1 ", NaN == "NaN"];
