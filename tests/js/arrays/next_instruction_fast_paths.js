// expect: [56,"2,13,24,35,46",56,2407,"abc","0abc","123nullundefinedtrue",null,null,29256,8,1,"RangeError",30,"0xyz","[0,10,20]",3,"[0,0,1,1]"]
// The inner tier does the instruction after two others in line when it can: the `Pop` after a
// statement `a.push(v);`, and the `AddToLocal` of `sum += a[i]` when both are numbers. Every
// other case (a kept result, strings, holes, a local that is not a number yet, the add reached
// by a jump) still runs as two instructions and gives the same answers.
const out = [];
const nums = [];
const lengths = [];
for (let i = 0; i < 50; i++) {
  nums.push(i * 2 + 1); // the new length is dropped
  if (i % 10 === 0) lengths.push(nums.push(-i)); // kept, then dropped
}
const last = nums.push(7); // kept in a constant
out.push(nums.length, lengths.join(","), last);

// `sum += a[i]` over numbers, then over strings, mixed, holes and missing items.
const strs = ["a", "b", "c"];
const mixed = [1, "2", 3, null, undefined, true];
const holes = [1, , 3];
let sum = 0;
for (let i = 0; i < nums.length; i++) sum += nums[i];
let text = "";
for (let i = 0; i < strs.length; i++) text += strs[i];
let numThenText = 0;
for (let i = 0; i < strs.length; i++) numThenText += strs[i];
let m = 0;
for (let i = 0; i < mixed.length; i++) m += mixed[i];
let h = 0;
for (let i = 0; i < holes.length; i++) h += holes[i];
let past = 0;
for (let i = 0; i < 5; i++) past += holes[i];
out.push(sum, text, numThenText, m, h, past);

// The add reached by a jump as well as by falling through from the read.
let both = 0;
for (let i = 0; i < nums.length; i++) both += i % 2 ? 1000 : nums[i];
out.push(both);

// A local that is not a number: an object whose valueOf runs, one whose valueOf throws.
let calls = 0;
const obj = { valueOf() { calls++; return 5; } };
let o = obj;
const small = [1, 2];
for (let i = 0; i < small.length; i++) o += small[i];
out.push(o, calls);
let bad = { valueOf() { throw new RangeError("no"); } };
try {
  for (let i = 0; i < small.length; i++) bad += small[i];
  out.push("no error");
} catch (e) {
  out.push(e.constructor.name);
}

// An element read from an object, a string and a typed-less array-like.
const bag = { 0: 10, 1: 20, length: 2 };
let b = 0;
for (let i = 0; i < bag.length; i++) b += bag[i];
const word = "xyz";
let w = 0;
for (let i = 0; i < word.length; i++) w += word[i];
out.push(b, w);

// `push` replaced, or an array with its own `push`: the statement still drops the result.
const own = [];
own.push = function (v) { this[this.length] = v * 10; return "r"; };
for (let i = 0; i < 3; i++) own.push(i);
const swapped = [];
const saved = Array.prototype.push;
Array.prototype.push = function (v) { return saved.call(this, v, v); };
for (let i = 0; i < 2; i++) swapped.push(i);
Array.prototype.push = saved;
out.push(JSON.stringify(own), own.length, JSON.stringify(swapped));
return out;
