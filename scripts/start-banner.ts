import type { Env } from "./processes";

/** The api's mode as `npm start` runs it: 演示模式 (development) unless API_NODE_ENV says production. */
export const apiMode = (env: Env) => env.API_NODE_ENV ?? "development";

/** What `npm start` prints once everything answers: where things are, and loudly which mode the api is in. */
export function startBanner(env: Env, dev: boolean): string {
  const api = env.API_INTERNAL_URL;
  const site = `http://localhost:${env.WEB_PORT}`;
  const lines = [
    "",
    `  球探直播 is running (web: ${dev ? "next dev" : "production build"}):`,
    `    site  ${site}`,
    `    api   ${api}  (reference ${api}/docs)`,
    "",
  ];
  if (apiMode(env) === "production") {
    lines.push("  API MODE: production — no SMS outbox and no captcha answers exist.");
  } else {
    lines.push(
      "  ************************************************************************",
      "  API MODE: 演示模式 / development (set API_NODE_ENV=production to deploy)",
      "  SMS codes are not sent: they land in the outbox. Development helpers,",
      "  answered only to this machine (loopback) and never through the site:",
      `    ${api}/dev                   SMS outbox console`,
      `    ${api}/dev/sms/outbox        SMS outbox (JSON)`,
      `    ${api}/dev/captcha/answer    captcha answers for browser tests`,
      `  ${site}/gateway/dev/* answers 404.`,
      "  ************************************************************************",
    );
  }
  lines.push("  Ctrl-C stops everything.", "");
  return lines.join("\n");
}
