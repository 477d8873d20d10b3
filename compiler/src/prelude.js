// The self-hosted part of the standard library: builtins that call back into JavaScript run here,
// on VM frames, so `await` inside callbacks suspends correctly and the instruction budget applies.
// `$$name` identifiers are VM intrinsics, visible only to this file.
const AP = Array.prototype;
function callable(f) {
  if (!$$isCallable(f)) $$typeError(String(f) + " is not a function");
}
// The receiver of a generic Array method: ToObject (a string's units; numbers and booleans have
// no elements), and ToLength of its length.
function arrayLike(o, name) {
  if (o == null) $$typeError("Array.prototype." + name + " called on null or undefined");
  if (typeof o === "string") return o.split("");
  if (typeof o !== "object" && typeof o !== "function") return [];
  return o;
}
function lengthOf(o) {
  if ($$isArray(o)) return o.length;
  const n = +o.length;
  if (!(n > 0)) return 0;
  return n > 9007199254740991 ? 9007199254740991 : Math.floor(n);
}
function def(obj, name, fn) { $$define(obj, name, fn); }

def(AP, "map", function map(f, t) {
  const o = arrayLike(this, "map"), n = lengthOf(o), out = $$newArray(n);
  callable(f);
  for (let i = 0; i < n; i++) if (i in o) out[i] = $$call(f, t, o[i], i, o);
  return out;
});
def(AP, "filter", function filter(f, t) {
  const o = arrayLike(this, "filter"), n = lengthOf(o), out = [];
  callable(f);
  for (let i = 0; i < n; i++) if (i in o) { const v = o[i]; if ($$call(f, t, v, i, o)) out.push(v); }
  return out;
});
def(AP, "forEach", function forEach(f, t) {
  const o = arrayLike(this, "forEach"), n = lengthOf(o);
  callable(f);
  for (let i = 0; i < n; i++) if (i in o) $$call(f, t, o[i], i, o);
});
def(AP, "reduce", function reduce(f, ...rest) {
  const o = arrayLike(this, "reduce"), n = lengthOf(o);
  callable(f);
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
  const o = arrayLike(this, "reduceRight");
  let i = lengthOf(o) - 1, acc;
  callable(f);
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
  const o = arrayLike(this, "find"), n = lengthOf(o);
  callable(f);
  for (let i = 0; i < n; i++) { const v = o[i]; if ($$call(f, t, v, i, o)) return v; }
  return undefined;
});
def(AP, "findIndex", function findIndex(f, t) {
  const o = arrayLike(this, "findIndex"), n = lengthOf(o);
  callable(f);
  for (let i = 0; i < n; i++) if ($$call(f, t, o[i], i, o)) return i;
  return -1;
});
def(AP, "findLast", function findLast(f, t) {
  const o = arrayLike(this, "findLast");
  callable(f);
  for (let i = lengthOf(o) - 1; i >= 0; i--) { const v = o[i]; if ($$call(f, t, v, i, o)) return v; }
  return undefined;
});
def(AP, "findLastIndex", function findLastIndex(f, t) {
  const o = arrayLike(this, "findLastIndex");
  callable(f);
  for (let i = lengthOf(o) - 1; i >= 0; i--) if ($$call(f, t, o[i], i, o)) return i;
  return -1;
});
def(AP, "some", function some(f, t) {
  const o = arrayLike(this, "some"), n = lengthOf(o);
  callable(f);
  for (let i = 0; i < n; i++) if (i in o && $$call(f, t, o[i], i, o)) return true;
  return false;
});
def(AP, "every", function every(f, t) {
  const o = arrayLike(this, "every"), n = lengthOf(o);
  callable(f);
  for (let i = 0; i < n; i++) if (i in o && !$$call(f, t, o[i], i, o)) return false;
  return true;
});
def(AP, "flatMap", function flatMap(f, t) {
  const o = arrayLike(this, "flatMap"), n = lengthOf(o), out = [];
  callable(f);
  for (let i = 0; i < n; i++) {
    if (!(i in o)) continue;
    const r = $$call(f, t, o[i], i, o);
    if ($$isArray(r)) { for (let j = 0; j < r.length; j++) if (j in r) out.push(r[j]); } else out.push(r);
  }
  return out;
});
function sortWith(a, cmp) {
  const n = a.length, vals = [];
  let undef = 0;
  for (let i = 0; i < n; i++) if (i in a) { const v = a[i]; if (v === undefined) undef++; else vals.push(v); }
  const sorted = $$mergeSort(vals, cmp);
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
  if (cmp !== undefined) callable(cmp);
  const copy = AP.slice.call(arrayLike(this, "toSorted"));
  for (let i = 0; i < copy.length; i++) if (!(i in copy)) copy[i] = undefined;
  if (cmp === undefined) return $$sortDefault(copy);
  callable(cmp);
  return sortWith(copy, cmp);
});
def(Array, "from", function from(src, f, t) {
  if (src === null || src === undefined) $$typeError(String(src) + " is not iterable");
  let out;
  if ($$isIterable(src)) {
    out = $$iterate(src);
  } else {
    out = $$arrayLikeValues(src, src.length);
  }
  if (f !== undefined) {
    callable(f);
    for (let i = 0; i < out.length; i++) out[i] = $$call(f, t, out[i], i);
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
// The receiver is checked by the native `entries` before the callback is.
function forEachEntry(entries) {
  return function forEach(f, t) {
    const it = entries.call(this);
    callable(f);
    for (const [k, v] of it) $$call(f, t, v, k, this);
  };
}
def(Map.prototype, "forEach", forEachEntry(Map.prototype.entries));
def(Set.prototype, "forEach", forEachEntry(Set.prototype.entries));

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

// JSON.stringify: the native writer hands function replacers and toJSON methods written in
// JavaScript here; they run on VM frames, producing plain data the native writer
// ($$jsonWrite) then writes.
function jsonPrepare(holder, key, replacer, stack) {
  let v = holder[key];
  if ((typeof v === "object" && v !== null || typeof v === "function") && typeof v.toJSON === "function") v = v.toJSON(key);
  if (replacer !== undefined) v = replacer.call(holder, key, v);
  if (v === null || typeof v !== "object" || $$isBoxed(v)) return v;
  if (stack.includes(v)) $$typeError("Converting circular structure to JSON");
  stack.push(v);
  let out;
  if ($$isArray(v)) {
    out = [];
    for (let i = 0; i < v.length; i++) {
      const x = jsonPrepare(v, String(i), replacer, stack);
      out.push(x === undefined || typeof x === "function" ? null : x);
    }
  } else {
    out = {};
    for (const k of Object.keys(v)) {
      const x = jsonPrepare(v, k, replacer, stack);
      if (x !== undefined && typeof x !== "function") out[k] = x;
    }
  }
  stack.pop();
  return out;
}
$$setIntrinsic("jsonStringify", function stringify(value, replacer, space) {
  const fn = typeof replacer === "function";
  const prepared = jsonPrepare({ "": value }, "", fn ? replacer : undefined, []);
  return $$jsonWrite(prepared, fn ? undefined : replacer, space);
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
const nativeResolve = NativePromise.resolve, nativeReject = NativePromise.reject;
// `resolve`/`reject` honour their receiver: `Promise` itself takes the native path, any other
// constructor gets a capability from it (as the specification's PromiseResolve does).
def(Promise, "resolve", function resolve(x) {
  const C = this;
  if (C === Promise) return nativeResolve(x);
  if (C === null || (typeof C !== "object" && typeof C !== "function")) $$typeError("Promise.resolve called on a non-object");
  if (x instanceof Promise && x.constructor === C) return x;
  const cap = capability(C);
  cap.resolve(x);
  return cap.promise;
});
def(Promise, "reject", function reject(r) {
  const C = this;
  if (C === Promise) return nativeReject(r);
  if (C === null || (typeof C !== "object" && typeof C !== "function")) $$typeError("Promise.reject called on a non-object");
  const cap = capability(C);
  cap.reject(r);
  return cap.promise;
});
def(Promise, "withResolvers", function withResolvers() {
  const cap = capability(this);
  return { promise: cap.promise, resolve: cap.resolve, reject: cap.reject };
});
def(Promise, "try", ({ try(f, ...args) {
  const cap = capability(this);
  try { cap.resolve(f(...args)); } catch (e) { cap.reject(e); }
  return cap.promise;
} }).try);
$$define(globalThis, "Promise", Promise);
def($$promiseProto, "catch", function catch_(f) { return this.then(undefined, f); });
def($$promiseProto, "finally", function finally_(f) {
  if (typeof f !== "function") return this.then(f, f);
  return this.then(
    async (v) => { await f(); return v; },
    async (e) => { await f(); throw e; },
  );
});
// The combinators as the specification writes them: a capability from `this`, `C.resolve` for
// every item, then `.then` on what it returns, so patched `resolve`/`then` methods, custom
// constructors and JavaScript's exact microtask order all hold.
function capability(C) {
  let resolve, reject;
  const promise = new C((res, rej) => {
    if (resolve !== undefined || reject !== undefined) $$typeError("Promise executor has already been invoked with non-undefined arguments");
    resolve = res;
    reject = rej;
  });
  callable(resolve);
  callable(reject);
  return { promise, resolve, reject };
}
function combinator(C, items, perform) {
  const cap = capability(C);
  try {
    const promiseResolve = C.resolve;
    if (typeof promiseResolve !== "function") $$typeError("Promise resolve or reject function is not callable");
    perform(cap, promiseResolve, items);
  } catch (e) {
    cap.reject(e);
  }
  return cap.promise;
}
def(Promise, "all", function all(items) {
  const C = this;
  return combinator(C, items, (cap, promiseResolve) => {
    const values = [];
    let remaining = 1, index = 0;
    for (const item of items) {
      const i = index++;
      values.push(undefined);
      const next = promiseResolve.call(C, item);
      let called = false;
      remaining++;
      next.then((x) => {
        if (called) return;
        called = true;
        values[i] = x;
        if (--remaining === 0) cap.resolve(values);
      }, cap.reject);
    }
    if (--remaining === 0) cap.resolve(values);
  });
});
def(Promise, "allSettled", function allSettled(items) {
  const C = this;
  return combinator(C, items, (cap, promiseResolve) => {
    const values = [];
    let remaining = 1, index = 0;
    for (const item of items) {
      const i = index++;
      values.push(undefined);
      const next = promiseResolve.call(C, item);
      let called = false;
      remaining++;
      next.then((x) => {
        if (called) return;
        called = true;
        values[i] = { status: "fulfilled", value: x };
        if (--remaining === 0) cap.resolve(values);
      }, (x) => {
        if (called) return;
        called = true;
        values[i] = { status: "rejected", reason: x };
        if (--remaining === 0) cap.resolve(values);
      });
    }
    if (--remaining === 0) cap.resolve(values);
  });
});
def(Promise, "race", function race(items) {
  const C = this;
  return combinator(C, items, (cap, promiseResolve) => {
    for (const item of items) promiseResolve.call(C, item).then(cap.resolve, cap.reject);
  });
});
def(Promise, "any", function any(items) {
  const C = this;
  return combinator(C, items, (cap, promiseResolve) => {
    const errors = [];
    let remaining = 1, index = 0;
    const rejectAll = () => cap.reject(new AggregateError(errors, "All promises were rejected"));
    for (const item of items) {
      const i = index++;
      errors.push(undefined);
      const next = promiseResolve.call(C, item);
      let called = false;
      remaining++;
      next.then(cap.resolve, (x) => {
        if (called) return;
        called = true;
        errors[i] = x;
        if (--remaining === 0) rejectAll();
      });
    }
    if (--remaining === 0) rejectAll();
  });
});

// Set algebra (ES2025): `other` is any set-like value with has() and keys().
const SP = Set.prototype;
// The algorithms of the specification: `other` is read once through GetSetRecord (size, has,
// keys), and results are built with the native add, never a patched one.
const setAdd = SP.add, setHas = SP.has, setDelete = SP.delete;
function setRecord(other) {
  if (other === null || (typeof other !== "object" && typeof other !== "function")) $$typeError("The argument must be a set-like object");
  const n = +other.size;
  if (n !== n) $$typeError("The argument's size is not a number");
  const size = Math.trunc(n);
  if (size < 0) $$rangeError("The argument's size must not be negative");
  const has = other.has;
  if (typeof has !== "function") $$typeError("The argument's has is not a function");
  const keys = other.keys;
  if (typeof keys !== "function") $$typeError("The argument's keys is not a function");
  return { set: other, size, has, keys };
}
function thisSetSize(s) {
  setHas.call(s, undefined);
  return $$mapSize(s);
}
// Calls f(value) for each key of the set-like; f returns true to stop (closing the iterator).
function eachKey(rec, f) {
  const it = rec.keys.call(rec.set);
  if (it === null || typeof it !== "object") $$typeError("The argument's keys() did not return an object");
  const next = it.next;
  for (;;) {
    const r = next.call(it);
    if (r === null || typeof r !== "object") $$typeError("The iterator result is not an object");
    if (r.done) return;
    let v = r.value;
    if (v === 0) v = 0;
    if (f(v)) {
      const ret = it.return;
      if (ret !== undefined && ret !== null) ret.call(it);
      return;
    }
  }
}
function copySet(s) {
  const out = new Set();
  for (const v of s) setAdd.call(out, v);
  return out;
}
def(SP, "union", function union(other) {
  thisSetSize(this);
  const rec = setRecord(other);
  const out = copySet(this);
  eachKey(rec, (v) => { setAdd.call(out, v); });
  return out;
});
def(SP, "intersection", function intersection(other) {
  const size = thisSetSize(this);
  const rec = setRecord(other);
  const out = new Set();
  if (size <= rec.size) {
    const items = [...this];
    for (const v of items) if (rec.has.call(rec.set, v)) setAdd.call(out, v);
  } else {
    eachKey(rec, (v) => { if (setHas.call(this, v)) setAdd.call(out, v); });
  }
  return out;
});
def(SP, "difference", function difference(other) {
  const size = thisSetSize(this);
  const rec = setRecord(other);
  const out = copySet(this);
  if (size <= rec.size) {
    const items = [...this];
    for (const v of items) if (rec.has.call(rec.set, v)) setDelete.call(out, v);
  } else {
    eachKey(rec, (v) => { setDelete.call(out, v); });
  }
  return out;
});
def(SP, "symmetricDifference", function symmetricDifference(other) {
  thisSetSize(this);
  const rec = setRecord(other);
  const out = copySet(this);
  eachKey(rec, (v) => {
    if (setHas.call(this, v)) setDelete.call(out, v);
    else setAdd.call(out, v);
  });
  return out;
});
def(SP, "isSubsetOf", function isSubsetOf(other) {
  const size = thisSetSize(this);
  const rec = setRecord(other);
  if (size > rec.size) return false;
  const items = [...this];
  for (const v of items) if (!rec.has.call(rec.set, v)) return false;
  return true;
});
def(SP, "isSupersetOf", function isSupersetOf(other) {
  const size = thisSetSize(this);
  const rec = setRecord(other);
  if (size < rec.size) return false;
  let out = true;
  eachKey(rec, (v) => {
    if (!setHas.call(this, v)) { out = false; return true; }
    return false;
  });
  return out;
});
def(SP, "isDisjointFrom", function isDisjointFrom(other) {
  const size = thisSetSize(this);
  const rec = setRecord(other);
  let out = true;
  if (size <= rec.size) {
    const items = [...this];
    for (const v of items) if (rec.has.call(rec.set, v)) return false;
  } else {
    eachKey(rec, (v) => {
      if (setHas.call(this, v)) { out = false; return true; }
      return false;
    });
  }
  return out;
});

// structuredClone for data values: plain objects, arrays, Dates, Maps, Sets, Errors and
// primitives, with shared and cyclic references preserved; functions are refused as the
// DataCloneError they are in JavaScript.
def(globalThis, "structuredClone", function structuredClone(value) {
  const seen = new Map();
  function clone(v) {
    if (v === null || typeof v !== "object") {
      if (typeof v === "function") {
        const e = new Error(String(v) + " could not be cloned.");
        e.name = "DataCloneError";
        throw e;
      }
      return v;
    }
    if (seen.has(v)) return seen.get(v);
    let out;
    if ($$isArray(v)) {
      out = [];
      seen.set(v, out);
      for (let i = 0; i < v.length; i++) out[i] = clone(v[i]);
    } else if (v instanceof Date) {
      out = new Date(v.getTime());
      seen.set(v, out);
    } else if (v instanceof Map) {
      out = new Map();
      seen.set(v, out);
      for (const [k, x] of v) out.set(clone(k), clone(x));
    } else if (v instanceof Set) {
      out = new Set();
      seen.set(v, out);
      for (const x of v) out.add(clone(x));
    } else if (v instanceof RegExp) {
      out = new RegExp(v.source, v.flags);
      seen.set(v, out);
    } else if (v instanceof Error) {
      out = new Error(v.message);
      out.name = v.name;
      seen.set(v, out);
    } else {
      out = {};
      seen.set(v, out);
      for (const k of Object.keys(v)) out[k] = clone(v[k]);
    }
    return out;
  }
  return clone(value);
});

// URLSearchParams: an ordered list of [name, value] pairs, serialised as
// application/x-www-form-urlencoded.
function URLSearchParams(init) {
  const list = [];
  if (typeof init === "string") {
    const pairs = $$formDecode(init);
    for (let i = 0; i < pairs.length; i++) list.push(pairs[i]);
  } else if (init instanceof URLSearchParams) {
    for (const p of init.$$list) list.push([p[0], p[1]]);
  } else if ($$isArray(init)) {
    for (const p of init) {
      if (!$$isArray(p) || p.length !== 2) $$typeError("Each query pair must be an iterable [name, value] tuple");
      list.push([String(p[0]), String(p[1])]);
    }
  } else if (init instanceof Map) {
    for (const [k, v] of init) list.push([String(k), String(v)]);
  } else if (init !== undefined && init !== null) {
    for (const k of Object.keys(init)) list.push([k, String(init[k])]);
  }
  $$define(this, "$$list", list);
}
const USP = URLSearchParams.prototype;
// A URL's searchParams keep the URL's href and search in step.
function uspChanged(p) { if (p.$$url !== undefined) urlSync(p.$$url); }
def(USP, "append", function append(name, value) { this.$$list.push([String(name), String(value)]); uspChanged(this); });
def(USP, "delete", function delete_(name, value) {
  const n = String(name), l = this.$$list;
  for (let i = l.length - 1; i >= 0; i--) if (l[i][0] === n && (value === undefined || l[i][1] === String(value))) l.splice(i, 1);
  uspChanged(this);
});
def(USP, "get", function get(name) {
  const n = String(name);
  for (const p of this.$$list) if (p[0] === n) return p[1];
  return null;
});
def(USP, "getAll", function getAll(name) {
  const n = String(name);
  return this.$$list.filter((p) => p[0] === n).map((p) => p[1]);
});
def(USP, "has", function has(name, value) {
  const n = String(name);
  return this.$$list.some((p) => p[0] === n && (value === undefined || p[1] === String(value)));
});
def(USP, "set", function set(name, value) {
  const n = String(name), v = String(value), l = this.$$list;
  let found = false;
  for (let i = 0; i < l.length; i++) {
    if (l[i][0] !== n) continue;
    if (!found) { l[i] = [n, v]; found = true; } else { l.splice(i, 1); i--; }
  }
  if (!found) l.push([n, v]);
  uspChanged(this);
});
def(USP, "sort", function sort() {
  const sorted = $$mergeSort(this.$$list.slice(), (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const l = this.$$list;
  for (let i = 0; i < sorted.length; i++) l[i] = sorted[i];
  uspChanged(this);
});
def(USP, "toString", function toString() {
  return this.$$list.map((p) => $$formEncode(p[0]) + "=" + $$formEncode(p[1])).join("&");
});
def(USP, "forEach", function forEach(f, t) {
  callable(f);
  for (const p of this.$$list) $$call(f, t, p[1], p[0], this);
});
def(USP, "entries", function entries() { return this.$$list.map((p) => [p[0], p[1]]).values(); });
def(USP, "keys", function keys() { return this.$$list.map((p) => p[0]).values(); });
def(USP, "values", function values() { return this.$$list.map((p) => p[1]).values(); });
// for...of, spread and Array.from iterate the entries (the VM calls this hidden method).
$$define(USP, "$$iterator", function () { return this.entries(); });
$$define(globalThis, "URLSearchParams", URLSearchParams);

// URL: WHATWG parsing by the host. A URL wraps its href (so String(url), `${url}` and
// JSON.stringify give the href); the parts are plain properties read at construction, and
// searchParams edits re-serialise href and search.
function URL(input, base) {
  const p = $$urlParse(String(input), base === undefined ? undefined : String(base));
  const u = $$boxWith(p[0], URL.prototype);
  u.protocol = p[1]; u.username = p[2]; u.password = p[3]; u.host = p[4];
  u.hostname = p[5]; u.port = p[6]; u.pathname = p[7]; u.search = p[8];
  u.hash = p[9]; u.origin = p[10];
  const sp = new URLSearchParams(p[8]);
  $$define(sp, "$$url", u);
  $$define(u, "searchParams", sp);
  u.href = p[0];
  return u;
}
function urlSync(u) {
  const h = urlHref(u);
  const q = u.searchParams.toString();
  u.href = h;
  u.search = q ? "?" + q : "";
  $$setBoxed(u, h);
}
function urlHref(u) {
  const q = u.searchParams.toString();
  const auth = u.username || u.password ? u.username + (u.password ? ":" + u.password : "") + "@" : "";
  const slashes = u.host || u.protocol === "file:" ? "//" : "";
  return $$urlParse(u.protocol + slashes + auth + u.host + u.pathname + (q ? "?" + q : "") + u.hash)[0];
}
def(URL.prototype, "toString", function toString() { return urlHref(this); });
def(URL.prototype, "toJSON", function toJSON() { return urlHref(this); });
def(URL, "canParse", function canParse(input, base) { return $$urlCanParse(String(input), base === undefined ? undefined : String(base)); });
def(URL, "parse", function parse(input, base) {
  try { return new URL(input, base); } catch (e) { return null; }
});
$$define(globalThis, "URL", URL);

// String.raw called as a function (tagged templates are not supported).
def(String, "raw", function raw(strings, ...subs) {
  const r = strings.raw, n = r.length;
  let out = "";
  for (let i = 0; i < n; i++) { out += String(r[i]); if (i + 1 < n && i < subs.length) out += String(subs[i]); }
  return out;
});
def(String.prototype, "toWellFormed", function toWellFormed() {
  const s = String(this);
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) { out += s[i] + s[i + 1]; i++; continue; }
    }
    out += c >= 0xd800 && c <= 0xdfff ? "\ufffd" : s[i];
  }
  return out;
});
