// expect: [{},{},0]
return [{ ...1 }, { ...true }, Object.keys({ ...5 }).length];
