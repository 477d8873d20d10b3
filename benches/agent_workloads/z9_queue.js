(function () {
  // A work queue fed from a tool's paginated results: items are taken with `shift`, some
  // fail and go to the back for a retry, some fan out into follow-up items; then a deque
  // (`unshift` for urgent items) drained from both ends.
  const queue = [];
  for (let i = 0; i < 20000; i++) queue.push({ id: i, tries: 0, kind: i % 7 === 0 ? "dir" : "file" });
  let done = 0, retried = 0, spawned = 0, bytes = 0;
  while (queue.length > 0) {
    const item = queue.shift();
    if (item.kind === "dir" && item.id < 20000) {
      for (let k = 1; k <= 3; k++) queue.push({ id: item.id * 10 + k + 100000, tries: 0, kind: "file" });
      spawned += 3;
      continue;
    }
    if ((item.id * 31 + item.tries) % 11 === 0 && item.tries < 2) {
      item.tries++;
      retried++;
      queue.push(item);
      continue;
    }
    bytes += (item.id % 977) + item.tries * 13;
    done++;
  }
  const deque = [];
  let order = 0;
  for (let i = 0; i < 30000; i++) {
    if (i % 5 === 0) deque.unshift(i);
    else deque.push(i);
    if (i % 3 === 0 && deque.length) order = (order * 31 + deque.shift()) % 1000003;
    if (i % 7 === 0 && deque.length) order = (order * 17 + deque.pop()) % 1000003;
  }
  return `${done}/${retried}/${spawned}/${bytes}/${deque.length}/${order}`;
})();
