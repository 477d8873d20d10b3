// expect: [["42","7"],7,"abc","1,234,567",5]
return ["price: $42 and $7".match(/(?<=\$)\d+/g), "foobar foobaz".match(/foo(?=baz)/).index, "abc".replace(/b(?!c)/, "X"), "1234567".replace(/\B(?=(\d{3})+(?!\d))/g, ","), "xay yaz".match(/(?<!x)a/).index];
