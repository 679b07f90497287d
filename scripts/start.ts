import { stopAll, type Running } from "./processes";
import { startStack } from "./stack";
import { stackEnv } from "./stack-env";

// `npm start` (or `npm run dev`): the whole portal on the embedded default; Ctrl-C stops it all.
const dev = process.argv.includes("--dev");
const env = stackEnv({ NODE_ENV: dev ? "development" : "production" });
let running: Running[] = [];
const shutdown = (code = 0) => {
  stopAll(running);
  process.exit(code);
};
process.on("SIGINT", () => shutdown());
process.on("SIGTERM", () => shutdown());

startStack({ env, dev })
  .then((started) => {
    running = started;
    console.log(
      `\n  球探直播 is running:\n    site  http://localhost:${env.WEB_PORT}\n    api   ${env.API_INTERNAL_URL}  (reference ${env.API_INTERNAL_URL}/docs, dev console ${env.API_INTERNAL_URL}/dev)\n  Ctrl-C stops everything.\n`,
    );
    for (const { name, child } of running) {
      child.on("exit", (code) => {
        console.error(`${name} exited (${code}); stopping the rest.`);
        shutdown(1);
      });
    }
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    shutdown(1);
  });
