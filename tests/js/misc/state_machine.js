// expect: ["idle","running","paused","!bogus","running","idle","!stop"]
const transitions = { idle: { start: "running" }, running: { pause: "paused", stop: "idle" }, paused: { resume: "running", stop: "idle" } };
let state = "idle";
const history = [state];
for (const ev of ["start", "pause", "bogus", "resume", "stop", "stop"]) {
  const next = transitions[state][ev];
  if (next) { state = next; history.push(state); }
  else history.push(`!${ev}`);
}
return history;
