import { stopAll, type Running } from "./processes";
import { startStack } from "./stack";
import { stackEnv } from "./stack-env";
import { startBanner } from "./start-banner";

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
    console.log(startBanner(env, dev));
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
