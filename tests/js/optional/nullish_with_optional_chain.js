// expect: [0,3000,"localhost"]
const config = { server: { port: 0 } };
return [config.server?.port ?? 8080, config.client?.port ?? 3000, config?.server?.host ?? "localhost"];
