// expect: [["a","b","c"],3,1]
return [[..."abc"], [..."a😀b"].length, [..."😀"].length];
