// expect: ["1/2/2024","3:04:05 PM","1/2/2024, 3:04:05 PM","1/2/2024","January 2, 2024","Tuesday, January 2, 2024","Jan 2","01/02/2024","Jan 2, 2024","January 2024","03:04 PM","12:05:00 AM","12:05:00 PM"]
const d = new Date(Date.UTC(2024, 0, 2, 15, 4, 5));
return [d.toLocaleDateString(), d.toLocaleTimeString(), d.toLocaleString(), d.toLocaleDateString("en-US"),
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }),
  d.toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" }),
  d.toLocaleDateString("en-US", { month: "short", day: "numeric" }),
  d.toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric" }),
  d.toLocaleDateString(undefined, { dateStyle: "medium" }),
  d.toLocaleDateString("en-US", { month: "long", year: "numeric" }),
  d.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit" }),
  new Date(Date.UTC(2024, 0, 2, 0, 5)).toLocaleTimeString(),
  new Date(Date.UTC(2024, 0, 2, 12, 5)).toLocaleTimeString()];
