// expect: [404,"nf"]
try {
  throw { code: 404, info: { msg: "nf" } };
} catch ({ code, info: { msg } }) {
  return [code, msg];
}
