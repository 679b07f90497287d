// The web process: Next.js behind a thin door (lib/door/web-door.ts). `npm start` runs it; `--dev` for next dev.
import { createServer } from "node:http";
import next from "next";
import { createWebDoor } from "@/lib/door/web-door";
import { loadWebEnv } from "@/lib/web-env-schema";

const dev = process.argv.includes("--dev");

async function main() {
  const env = loadWebEnv(process.env);
  const app = next({ dev, dir: process.cwd(), port: env.WEB_PORT });
  await app.prepare();
  const server = createServer(createWebDoor(env, app.getRequestHandler(), dev));
  server.listen(env.WEB_PORT, () => {
    console.log(`web (${dev ? "development" : "production"}) listening on http://localhost:${env.WEB_PORT}`);
  });
  const stop = () => {
    server.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
