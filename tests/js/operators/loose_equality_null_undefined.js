// expect: [true,false,false,false,false,true,true,false]
return [null == undefined, null == 0, undefined == 0, null == false, undefined == "", null == null, undefined == undefined, null === undefined];
