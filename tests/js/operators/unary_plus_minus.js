// expect: [3,0,4,"NaN",1,0,0,"NaN",0,5,"NaN",-5,3]
return [+"3", +"", +" 4 ", String(+"x"), +true, +false, +null, String(+undefined), +[], +[5], String(+[1, 2]), -"5", -(-3)];
