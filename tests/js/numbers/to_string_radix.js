// expect: ["ff","11111111","-101","z","0.1","123"]
return [(255).toString(16), (255).toString(2), (-10).toString(3), (35).toString(36), (0.5).toString(2), (123).toString()];
