// expect: ["undefined","undefined","undefined","undefined","undefined","undefined","undefined","undefined","undefined","undefined"]
// node-differs: deliberate: codemode gives a program no filesystem, network, process, environment or timers
return [typeof setTimeout, typeof setInterval, typeof fetch, typeof process, typeof require,
  typeof XMLHttpRequest, typeof WebSocket, typeof Deno, typeof module, typeof globalThis.process];
