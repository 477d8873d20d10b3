// expect: ["{}","{\"re\":{}}",[],"object"]
return [JSON.stringify(/x/g), JSON.stringify({ re: /x/ }), Object.keys(/x/g), typeof /x/];
