// expect: "null undefined true 1,2 [object Object] NaN 0 1e+21"
return `${null} ${undefined} ${true} ${[1, 2]} ${{}} ${NaN} ${-0} ${1e21}`;
