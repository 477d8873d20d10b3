// The self-hosted part of the standard library: builtins that call back into JavaScript run here,
// on VM frames, so `await` inside callbacks suspends correctly and the instruction budget applies.
// `$$name` identifiers are VM intrinsics, visible only to this file.
const AP = Array.prototype;
function callable(f) {
  if (!$$isCallable(f)) $$typeError(String(f) + " is not a function");
}
function def(obj, name, fn) { $$define(obj, name, fn); }

def(AP, "map", function map(f, t) {
  callable(f);
  const o = this, n = o.length, out = $$newArray(n);
  for (let i = 0; i < n; i++) if (i in o) out[i] = f.call(t, o[i], i, o);
  return out;
});
def(AP, "filter", function filter(f, t) {
  callable(f);
  const o = this, n = o.length, out = [];
  for (let i = 0; i < n; i++) if (i in o) { const v = o[i]; if (f.call(t, v, i, o)) out.push(v); }
  return out;
});
def(AP, "forEach", function forEach(f, t) {
  callable(f);
  const o = this, n = o.length;
  for (let i = 0; i < n; i++) if (i in o) f.call(t, o[i], i, o);
});
def(AP, "reduce", function reduce(f, ...rest) {
  callable(f);
  const o = this, n = o.length;
  let i = 0, acc;
  if (rest.length > 0) acc = rest[0];
  else {
    while (i < n && !(i in o)) i++;
    if (i >= n) $$typeError("Reduce of empty array with no initial value");
    acc = o[i++];
  }
  for (; i < n; i++) if (i in o) acc = f(acc, o[i], i, o);
  return acc;
});
def(AP, "reduceRight", function reduceRight(f, ...rest) {
  callable(f);
  const o = this;
  let i = o.length - 1, acc;
  if (rest.length > 0) acc = rest[0];
  else {
    while (i >= 0 && !(i in o)) i--;
    if (i < 0) $$typeError("Reduce of empty array with no initial value");
    acc = o[i--];
  }
  for (; i >= 0; i--) if (i in o) acc = f(acc, o[i], i, o);
  return acc;
});
def(AP, "find", function find(f, t) {
  callable(f);
  const o = this, n = o.length;
  for (let i = 0; i < n; i++) { const v = o[i]; if (f.call(t, v, i, o)) return v; }
  return undefined;
});
def(AP, "findIndex", function findIndex(f, t) {
  callable(f);
  const o = this, n = o.length;
  for (let i = 0; i < n; i++) if (f.call(t, o[i], i, o)) return i;
  return -1;
});
def(AP, "findLast", function findLast(f, t) {
  callable(f);
  const o = this;
  for (let i = o.length - 1; i >= 0; i--) { const v = o[i]; if (f.call(t, v, i, o)) return v; }
  return undefined;
});
def(AP, "findLastIndex", function findLastIndex(f, t) {
  callable(f);
  const o = this;
  for (let i = o.length - 1; i >= 0; i--) if (f.call(t, o[i], i, o)) return i;
  return -1;
});
def(AP, "some", function some(f, t) {
  callable(f);
  const o = this, n = o.length;
  for (let i = 0; i < n; i++) if (i in o && f.call(t, o[i], i, o)) return true;
  return false;
});
def(AP, "every", function every(f, t) {
  callable(f);
  const o = this, n = o.length;
  for (let i = 0; i < n; i++) if (i in o && !f.call(t, o[i], i, o)) return false;
  return true;
});
def(AP, "flatMap", function flatMap(f, t) {
  callable(f);
  const o = this, n = o.length, out = [];
  for (let i = 0; i < n; i++) {
    if (!(i in o)) continue;
    const r = f.call(t, o[i], i, o);
    if ($$isArray(r)) { for (let j = 0; j < r.length; j++) if (j in r) out.push(r[j]); } else out.push(r);
  }
  return out;
});
function mergeSort(v, cmp) {
  const n = v.length;
  let src = v, dst = $$newArray(n);
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n);
      let i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        const r = cmp(src[i], src[j]);
        if (r > 0) dst[k++] = src[j++]; else dst[k++] = src[i++];
      }
      while (i < mid) dst[k++] = src[i++];
      while (j < hi) dst[k++] = src[j++];
    }
    const t = src; src = dst; dst = t;
  }
  return src;
}
function sortWith(a, cmp) {
  const n = a.length, vals = [];
  let undef = 0;
  for (let i = 0; i < n; i++) if (i in a) { const v = a[i]; if (v === undefined) undef++; else vals.push(v); }
  const sorted = mergeSort(vals, cmp);
  let k = 0;
  for (; k < sorted.length; k++) a[k] = sorted[k];
  for (let j = 0; j < undef; j++) a[k++] = undefined;
  while (k < n) { delete a[k]; k++; }
  return a;
}
def(AP, "sort", function sort(cmp) {
  if (cmp === undefined) return $$sortDefault(this);
  callable(cmp);
  return sortWith(this, cmp);
});
def(AP, "toSorted", function toSorted(cmp) {
  const copy = this.slice();
  for (let i = 0; i < copy.length; i++) if (!(i in copy)) copy[i] = undefined;
  if (cmp === undefined) return $$sortDefault(copy);
  callable(cmp);
  return sortWith(copy, cmp);
});
def(Array, "from", function from(src, f, t) {
  if (src === null || src === undefined) $$typeError(String(src) + " is not iterable");
  let out;
  if (typeof src === "string" || $$isArray(src) || src instanceof Map || src instanceof Set || (typeof src === "object" && typeof src.length !== "number")) {
    out = $$iterate(src);
  } else {
    const n = src.length >>> 0;
    out = $$newArray(n);
    for (let i = 0; i < n; i++) out[i] = src[i];
  }
  if (f !== undefined) {
    callable(f);
    for (let i = 0; i < out.length; i++) out[i] = f.call(t, out[i], i);
  }
  return out;
});
def(Object, "groupBy", function groupBy(items, f) {
  callable(f);
  const out = Object.create(null);
  let i = 0;
  for (const v of items) {
    const k = f(v, i++);
    if (Object.hasOwn(out, k)) out[k].push(v); else out[k] = [v];
  }
  return out;
});
def(Map, "groupBy", function groupBy(items, f) {
  callable(f);
  const out = new Map();
  let i = 0;
  for (const v of items) {
    const k = f(v, i++);
    const g = out.get(k);
    if (g) g.push(v); else out.set(k, [v]);
  }
  return out;
});
function forEachEntry(f, t) {
  callable(f);
  for (const [k, v] of this.entries()) f.call(t, v, k, this);
}
def(Map.prototype, "forEach", forEachEntry);
def(Set.prototype, "forEach", forEachEntry);

// RegExp patterns: the matches come from the VM; a function replacer is called here, on VM
// frames, with (match, ...groups, index, input[, groups]).
function regexpReplace(re, s, rep) {
  if (typeof rep !== "function") return $$regexpReplace(re, s, String(rep));
  const ms = $$regexpMatches(re, s);
  let out = "", pos = 0;
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i], args = [...m, m.index, s];
    if (m.groups !== undefined) args.push(m.groups);
    out += s.slice(pos, m.index) + String(rep(...args));
    pos = m.index + m[0].length;
  }
  return out + s.slice(pos);
}
def(String.prototype, "replace", function replace(pat, rep) {
  const s = String(this);
  if ($$isRegExp(pat)) return regexpReplace(pat, s, rep);
  if (typeof rep === "function") {
    const p = String(pat);
    const i = $$stringIndexOf(s, p, 0);
    if (i < 0) return s;
    return s.slice(0, i) + String(rep(p, i, s)) + s.slice(i + p.length);
  }
  return $$stringReplace(s, pat, rep, false);
});
def(String.prototype, "replaceAll", function replaceAll(pat, rep) {
  const s = String(this);
  if ($$isRegExp(pat)) {
    if (!$$isGlobalRegExp(pat)) $$typeError("replaceAll must be called with a global RegExp");
    return regexpReplace(pat, s, rep);
  }
  if (typeof rep === "function") {
    const p = String(pat);
    let out = "", pos = 0, i = $$stringIndexOf(s, p, 0);
    while (i >= 0) {
      out += s.slice(pos, i) + String(rep(p, i, s));
      pos = i + p.length;
      i = $$stringIndexOf(s, p, p.length === 0 ? i + 1 : pos);
      if (p.length === 0 && i > s.length) break;
    }
    return out + s.slice(pos);
  }
  return $$stringReplace(s, pat, rep, true);
});

const parse = JSON.parse;
def(JSON, "parse", function parse_(text, reviver) {
  const v = parse(text);
  if (typeof reviver !== "function") return v;
  function walk(holder, key) {
    const val = holder[key];
    if (val !== null && typeof val === "object") {
      if ($$isArray(val)) {
        for (let i = 0; i < val.length; i++) {
          const r = walk(val, String(i));
          if (r === undefined) delete val[i]; else val[i] = r;
        }
      } else {
        for (const k of Object.keys(val)) {
          const r = walk(val, k);
          if (r === undefined) delete val[k]; else val[k] = r;
        }
      }
    }
    return reviver.call(holder, key, val);
  }
  return walk({ "": v }, "");
});

const NativePromise = globalThis.Promise;
function Promise(executor) {
  callable(executor);
  const p = $$newPromise();
  const fns = $$resolveFunctions(p);
  try { executor(fns[0], fns[1]); } catch (e) { fns[1](e); }
  return p;
}
$$setProto(Promise, Function.prototype);
// NewPromiseResolveThenableJob: the VM calls this to adopt a non-promise thenable.
$$setIntrinsic("callThenable", function callThenable(p, thenable, then) {
  const fns = $$resolveFunctions(p);
  try { then.call(thenable, fns[0], fns[1]); } catch (e) { fns[1](e); }
});
$$define(Promise, "prototype", $$promiseProto);
$$define($$promiseProto, "constructor", Promise);
$$define(Promise, "resolve", NativePromise.resolve);
$$define(Promise, "reject", NativePromise.reject);
$$define(globalThis, "Promise", Promise);
def($$promiseProto, "catch", function catch_(f) { return this.then(undefined, f); });
def($$promiseProto, "finally", function finally_(f) {
  if (typeof f !== "function") return this.then(f, f);
  return this.then(
    async (v) => { await f(); return v; },
    async (e) => { await f(); throw e; },
  );
});
def(Promise, "all", function all(items) { return $$promiseAll(items, 0); });
def(Promise, "allSettled", function allSettled(items) { return $$promiseAll(items, 1); });
def(Promise, "race", function race(items) { return $$promiseAll(items, 2); });
def(Promise, "any", function any(items) { return $$promiseAll(items, 3); });
