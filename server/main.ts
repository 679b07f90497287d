import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { migrateDatabase, withStartupLock } from "./db/migrate";
import { buildDeps } from "./deps";
import { loadApiEnv } from "./env";
import { createSimulatedFeed } from "./feed/simulated-feed";
import { createKv } from "./kv/redis-kv";
import { createLeadership, type LeaderJob } from "./leader/leadership";
import { createEventBus } from "./realtime/event-bus";
import { createPresence } from "./realtime/presence";
import { seedIfEmpty } from "./seed/seed";
import { ensureTeamCrests } from "./services/crests/crest-files";
import { publishOpsToken } from "./services/anchor/ops-token";
import { startRechargeSweeper } from "./services/payments/recharge";
import { startReserveReminders } from "./services/notices/reserve-reminders";
import { settleMatchPlans, startPlanSweeper } from "./services/expert/settle-plans";
import { createGoalPosts } from "./services/community/goal-posts";
import { startRedPacketSweeper } from "./services/red-packets/sweeper";
import { previewJob, reportOnFinish } from "./services/news/news-desk";
import { startReadCountFlusher } from "./services/news/read-counts";
import { searchIndex } from "./services/search/search-index";
import { audienceJob } from "./services/audience/audience-job";

/** Article views are added to the database this often (services/news/read-counts.ts). */
const READ_FLUSH_MS = 10_000;

/** The api process: configuration, database, demo data, then HTTP. */
async function main() {
  const env = loadApiEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await migrateDatabase(database);
  if (database.kind === "pglite") publishOpsToken(env.PGLITE_DIR); // lets `npm run ops` reach this process
  const kv = await createKv(env.REDIS_URL, env.REDIS_KEY_PREFIX);
  const bus = await createEventBus({ redisUrl: env.REDIS_URL, keyPrefix: `${env.REDIS_KEY_PREFIX}bus:` });
  const presence = await createPresence({
    redisUrl: env.REDIS_URL,
    keyPrefix: `${env.REDIS_KEY_PREFIX}presence:`,
  });
  const base = buildDeps(env, database, kv, Date.now, bus, presence);
  const leadership = await createLeadership(database, base.log);
  const deps = { ...base, leader: leadership };
  if (env.SEED_DEMO) {
    // Under the start-up lock: api processes starting together on an empty database seed it once.
    const seeded = await withStartupLock(database, () =>
      seedIfEmpty(database.db, { seed: env.SEED, now: Date.now() }),
    );
    if (seeded) deps.log.info("seeded demo data", seeded);
  }
  // Every team's crest, drawn once into the upload dir (a fresh dir gets them again).
  const crests = await ensureTeamCrests(database.db, env.UPLOAD_DIR);
  if (crests.drawn || crests.linked) deps.log.info("team crests drawn", crests);
  // Only the leader runs these; `fence` refuses the feed's writes once it no longer leads.
  const feed = createSimulatedFeed({
    ...deps,
    clock: deps.feedClock,
    tickMs: env.FEED_TICK_MS,
    fence: leadership.fence,
  });
  // Expert plans settle when their match finishes (the hook runs where the feed runs: the leader);
  // the sweep catches postponed and cancelled matches and hooks lost in a restart.
  const settling = {
    db: deps.db,
    fence: leadership.fence,
    now: deps.now,
    feedNow: () => deps.feedClock.now(),
    log: deps.log,
  };
  feed.onMatchFinished.push((m) => settleMatchPlans(settling, m.id, m.finishedAt).then(() => undefined));
  feed.onMatchFinished.push(reportOnFinish(deps));
  let stopSweeper = () => {};
  let stopRechargeSweeper = () => {};
  let stopReminders = () => {};
  let stopPlanSweeper = () => {};
  const jobs: LeaderJob[] = [
    ...(env.FEED_ENABLED ? [feed] : []),
    // The simulated audience of the live rooms (services/audience): chat at its own pace, 在线 and 热度.
    ...(env.SEED_DEMO ? [audienceJob(deps)] : []),
    { start: () => void (stopSweeper = startRedPacketSweeper(deps)), stop: () => stopSweeper() },
    {
      start: () => void (stopRechargeSweeper = startRechargeSweeper(deps)),
      stop: () => stopRechargeSweeper(),
    },
    { start: () => void (stopReminders = startReserveReminders(deps)), stop: () => stopReminders() },
    previewJob(deps),
    { start: () => void (stopPlanSweeper = startPlanSweeper(settling)), stop: () => stopPlanSweeper() },
    createGoalPosts({ ...deps, seed: env.SEED }),
  ];
  const stopReadFlush = startReadCountFlusher(deps.db, READ_FLUSH_MS, (error) =>
    deps.log.error("news: read counts not stored", { error: String(error) }),
  );
  await leadership.start(jobs);
  const app = createApp(deps);
  // Build the search index now, so the first keystroke after a start does not wait for it.
  void searchIndex(deps.db, deps.now()).catch((error) =>
    deps.log.error("search: index not built", { error: String(error) }),
  );
  const server = serve({ fetch: app.fetch, hostname: env.API_HOST, port: env.API_PORT }, (info) => {
    deps.log.info("api listening", { url: `http://${env.API_HOST}:${info.port}`, db: database.kind });
  });

  const stop = async () => {
    await leadership.stop();
    await stopReadFlush();
    // SSE streams never end on their own: close them so the bus can shut down.
    if ("closeAllConnections" in server) server.closeAllConnections();
    server.close();
    await bus.close();
    await presence.close();
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
