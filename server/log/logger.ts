export type LogLevel = "silent" | "error" | "info" | "debug";
export type Logger = Record<"error" | "info" | "debug", (msg: string, fields?: object) => void>;

const rank: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

/** One JSON object per line, so logs can be shipped and queried as they are. */
export function createLogger(
  level: LogLevel,
  write = (line: string) => process.stdout.write(line + "\n"),
): Logger {
  const at =
    (l: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: object = {}) => {
      if (rank[l] <= rank[level])
        write(JSON.stringify({ t: new Date().toISOString(), level: l, msg, ...fields }));
    };
  return { error: at("error"), info: at("info"), debug: at("debug") };
}
