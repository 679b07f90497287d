import { startStack } from "./stack";
import { stackEnv } from "./stack-env";
import { createSupervisor } from "./supervisor";
import { startBanner } from "./start-banner";

// `npm start` (or `npm run dev`): the whole portal on the embedded default; Ctrl-C stops it all.
const dev = process.argv.includes("--dev");
const env = stackEnv({ NODE_ENV: dev ? "development" : "production" });
// A child that dies is restarted with backoff; one that cannot stay up ends the run. Pids: data/run/*.pid.
const supervisor = createSupervisor({ runDir: "data/run", onGiveUp: () => shutdown(1) });
let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  void supervisor.stop().then(() => process.exit(code));
}
process.on("SIGINT", () => shutdown());
process.on("SIGTERM", () => shutdown());

startStack({ env, dev, supervisor })
  .then(() => {
    console.log(startBanner(env, dev));
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    shutdown(1);
  });
