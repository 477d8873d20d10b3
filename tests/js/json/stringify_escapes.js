// expect: "[\"line\\nbreak\",\"tab\\t\",\"back\\\\slash\",\"quote\\\"\",\"ctrl\\u0001\",\"uni é 😀\"]|3"
return JSON.stringify(["line\nbreak", "tab\t", "back\\slash", "quote\"", "ctrl\u0001", "uni é 😀"]) + "|" + JSON.stringify("\u2028").length;
