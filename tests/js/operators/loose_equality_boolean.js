// expect: [true,true,true,true,false,false,false,false]
return [true == 1, false == 0, true == "1", false == "", true == "true", false == "false", 2 == true, false == null];
