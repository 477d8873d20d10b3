// expect: [["ann@example.com","bob.smith@test.org"],["https://example.com/a?b=1","http://x.io"]]
const text = "Contact ann@example.com or bob.smith@test.org; see https://example.com/a?b=1 and http://x.io.";
return [text.match(/[\w.]+@[\w.]+\.\w+/g), text.match(/https?:\/\/[^\s]+?(?=[\s.]*(\s|$))/g)];
