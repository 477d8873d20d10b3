// expect: ["olleh","😀ba",4]
const rev = s => s.split("").reverse().join("");
const revCp = s => [...s].reverse().join("");
return [rev("hello"), revCp("ab😀"), revCp("ab😀").length];
