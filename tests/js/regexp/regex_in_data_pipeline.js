// expect: ["2024-01-02: disk full","2024-01-03: cpu hot"]
const lines = ["ERROR 2024-01-02 disk full", "INFO 2024-01-02 ok", "ERROR 2024-01-03 cpu hot"];
const re = /^(?<level>[A-Z]+) (?<date>\S+) (?<msg>.*)$/;
const errors = lines.map((l) => l.match(re).groups).filter((g) => g.level === "ERROR");
return errors.map((g) => `${g.date}: ${g.msg}`);
