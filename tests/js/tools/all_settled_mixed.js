// expect: [{"status":"fulfilled","value":{"a":1}},{"status":"rejected","name":"ToolFailure","message":"boom"},{"status":"fulfilled","value":5}]
const rs = await Promise.allSettled([tools.t.mid({ a: 1 }), tools.t.fail({}), 5]);
return rs.map((r) => r.status === "fulfilled" ? r : { status: r.status, name: r.reason.name, message: r.reason.message });
