// expect: {"retries":3,"timeout":0,"headers":{"accept":"json","auth":"token"},"tags":["base"]}
const defaults = { retries: 3, timeout: 1000, headers: { accept: "json" }, tags: ["base"] };
const user = { timeout: 0, headers: { auth: "token" }, tags: null, extra: undefined };
function merge(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (v === undefined) continue;
    if (v && typeof v === "object" && !Array.isArray(v) && typeof a[k] === "object") out[k] = merge(a[k], v);
    else out[k] = v ?? a[k];
  }
  return out;
}
return merge(defaults, user);
