// expect: ["0","0","0","0",true,false,true,"0"]
return [String(-0), (-0).toString(), `${-0}`, JSON.stringify(-0), -0 === 0, Object.is(-0, 0), 1 / -0 < 0, [-0] + ""];
