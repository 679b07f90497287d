import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { buildDeps } from "./deps";
import { loadApiEnv } from "./env";
import { createKv } from "./kv/redis-kv";
import { seedIfEmpty } from "./seed/seed";

/** The api process: configuration, database, demo data, then HTTP. */
async function main() {
  const env = loadApiEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await migrateDatabase(database);
  const kv = await createKv(env.REDIS_URL);
  const deps = buildDeps(env, database, kv);
  if (env.SEED_DEMO) {
    const seeded = await seedIfEmpty(database.db, { seed: env.SEED, now: Date.now() });
    if (seeded) deps.log.info("seeded demo data", seeded);
  }
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, hostname: env.API_HOST, port: env.API_PORT }, (info) => {
    deps.log.info("api listening", { url: `http://${env.API_HOST}:${info.port}`, db: database.kind });
  });

  const stop = async () => {
    server.close();
    await kv.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
