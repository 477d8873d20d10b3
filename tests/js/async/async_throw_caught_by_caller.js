// expect: "caught TypeError: async fail"
async function failing() {
  await null;
  throw new TypeError("async fail");
}
async function caller() {
  try {
    await failing();
    return "ok";
  } catch (e) {
    return "caught " + e.name + ": " + e.message;
  }
}
return await caller();
