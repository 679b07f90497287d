import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db, Tx } from "../db/client";
import type { Logger } from "../log/logger";
import { NotLeaderError, serialJobs, type Fence, type Leadership } from "./leadership";

/** Session advisory lock of the leader; pg_locks shows a two-key lock as (classid, objid), objsubid 2. */
const LEADER = [7_220_002, 1] as const;
/** Taken shared by every fenced write: a new leader takes it once, so writes begun before it led have ended. */
const DRAIN = [7_220_002, 2] as const;

const PROBE_MS = 5_000;

/** The leader's lock session; its pid alone could be reused by a later session. */
export type Token = { pid: number; start: string };

/** Whether the session `token` names holds the leader lock now (the fence's check). */
export async function leaderLockHeldBy(db: Db | Tx, token: Token): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.database = (select oid from pg_database where datname = current_database())
      and l.classid = ${LEADER[0]} and l.objid = ${LEADER[1]} and l.objsubid = 2 and l.granted
      and l.pid = ${token.pid} and a.backend_start::text = ${token.start}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * PostgreSQL leadership: the leader holds a session advisory lock on its own connection, which the
 * server releases the moment that session ends (the process died, the connection broke), with no
 * lease to renew. Followers try to take it every `pollMs`; the leader checks its connection as often.
 */
export function createPgLeadership(opts: { url: string; log: Logger; pollMs?: number }): Leadership {
  const { url, log, pollMs = 1000 } = opts;
  let client: pg.Client | null = null;
  let token: Token | null = null;
  let jobs: ReturnType<typeof serialJobs> | null = null;
  let stopping = false;
  let wake = () => {};
  let loop = Promise.resolve();
  let waiting = false;

  const close = (c: pg.Client) => {
    c.removeAllListeners();
    c.on("error", () => {});
    return c.end().catch(() => {});
  };

  /** The lock may be gone: refuse writes at once, stop the jobs, only then drop the session. */
  async function lose(c: pg.Client, reason: string) {
    if (client !== c) return;
    client = null;
    if (token) {
      token = null;
      log.error("leader: lost the lock, stopping the feed and the sweepers", { reason });
      await jobs?.stop();
    }
    void close(c); // a broken connection may never confirm its end
  }

  async function connect() {
    const c = new pg.Client({
      connectionString: url,
      application_name: "api-leader",
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // The server ends a leader session it cannot reach within ~30 s, so another process takes over.
      options: "-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3",
    });
    c.on("error", (error) => void lose(c, error.message));
    c.on("end", () => void lose(c, "connection closed"));
    await c.connect();
    return c;
  }

  async function campaign(c: pg.Client) {
    const { rows } = await c.query("select pg_try_advisory_lock($1, $2) as got", [...LEADER]);
    if (!rows[0].got) {
      if (!waiting) log.info("leader: another api process leads; this one stands by");
      waiting = true;
      return;
    }
    await c.query("select pg_advisory_lock($1, $2)", [...DRAIN]);
    await c.query("select pg_advisory_unlock($1, $2)", [...DRAIN]);
    const me = await c.query(
      "select pid, backend_start::text as start from pg_stat_activity where pid = pg_backend_pid()",
    );
    token = { pid: me.rows[0].pid, start: me.rows[0].start };
    waiting = false;
    log.info("leader: this api process runs the feed and the sweepers", { pid: process.pid });
    await jobs!.start(() => token !== null && client === c);
  }

  /** `select 1` on the lock session; an answer slower than PROBE_MS counts as a lost session. */
  const probe = (c: pg.Client) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the lock session did not answer")), PROBE_MS);
      c.query("select 1").then(
        () => (clearTimeout(timer), resolve()),
        (error) => (clearTimeout(timer), reject(error)),
      );
    });

  async function round() {
    const c = client;
    try {
      if (!c) client = await connect();
      else if (token) await probe(c); // a broken session fails here
      if (!token && client) await campaign(client);
    } catch (error) {
      if (client) await lose(client, String(error));
      else if (!c) log.error("leader: cannot reach the database", { error: String(error) });
    }
  }

  async function run() {
    while (!stopping) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (!stopping) await round();
    }
  }

  const fence: Fence = async (tx) => {
    const t = token;
    if (!t) throw new NotLeaderError();
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${DRAIN[0]}, ${DRAIN[1]})`);
    if (!(await leaderLockHeldBy(tx, t))) throw new NotLeaderError();
  };

  return {
    get isLeader() {
      return token !== null;
    },
    fence,
    async start(list) {
      jobs = serialJobs(list, log);
      await round();
      loop = run();
    },
    async stop() {
      stopping = true;
      wake();
      await loop;
      token = null;
      await jobs?.stop();
      const c = client;
      client = null;
      if (c) await close(c); // ending the session releases the lock
    },
  };
}
