import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createScratchDatabase, TEST_DATABASE_URL } from "@/tests/support/pg-database";
import { openDatabase, type Database } from "../db/client";
import { createLogger } from "../log/logger";
import { NotLeaderError, type LeaderJob, type Leadership } from "./leadership";
import { createPgLeadership, leaderLockHeldBy, type Token } from "./pg-leadership";

const log = createLogger("silent");
const until = { timeout: 10_000, interval: 50 };

describe.skipIf(!TEST_DATABASE_URL)("leadership on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let admin: pg.Client;
  const started: Leadership[] = [];

  /** A leadership whose one job records what happened to it. */
  async function campaigner(name: string) {
    const events: string[] = [];
    const job: LeaderJob = {
      start: () => void events.push(`${name} start`),
      stop: () => void events.push(`${name} stop`),
    };
    const leadership = createPgLeadership({ url: scratch.url, log, pollMs: 100 });
    started.push(leadership);
    await leadership.start([job]);
    return { leadership, events };
  }

  /** The session holding the leader lock, as pg_locks shows it. */
  async function leaderSession(): Promise<Token | undefined> {
    const { rows } = await admin.query(
      `select l.pid, a.backend_start::text as start from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where locktype = 'advisory' and classid = 7220002 and objid = 1 and objsubid = 2 and granted`,
    );
    return rows[0];
  }
  const leaderBackend = async () => (await leaderSession())?.pid;

  /** Ends a session and waits until the server has let it go (its locks with it). */
  async function terminate(pid: number | undefined) {
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await vi.waitFor(async () => {
      const { rows } = await admin.query("select 1 from pg_stat_activity where pid = $1", [pid]);
      expect(rows).toHaveLength(0);
    }, until);
  }

  const fencedWrite = (l: Leadership, during: () => Promise<void> = async () => {}) =>
    database.db.transaction(async (tx) => {
      await l.fence!(tx);
      await during();
      await tx.execute(sql`select 1`);
    });

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await openDatabase({ url: scratch.url });
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((l) => l.stop()));
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    await scratch?.drop();
  });

  it("lets one process lead; the other takes over when it stops", async () => {
    const a = await campaigner("a");
    const b = await campaigner("b");
    expect([a.leadership.isLeader, b.leadership.isLeader]).toEqual([true, false]);
    await fencedWrite(a.leadership);
    await expect(fencedWrite(b.leadership)).rejects.toThrow(NotLeaderError);
    await a.leadership.stop();
    expect(a.events).toEqual(["a start", "a stop"]);
    await vi.waitFor(() => expect(b.leadership.isLeader).toBe(true), until);
    expect(b.events).toEqual(["b start"]);
  });

  it("stops the jobs and refuses writes once its session is gone", async () => {
    const a = await campaigner("a");
    await terminate(await leaderBackend());
    await expect(fencedWrite(a.leadership)).rejects.toThrow(NotLeaderError);
    await vi.waitFor(() => expect(a.events).toEqual(["a start", "a stop"]), until);
    // It campaigns again on a new session and, alone, leads again.
    await vi.waitFor(() => expect(a.leadership.isLeader).toBe(true), until);
  });

  it("fences on the lock session itself, not on what the process believes", async () => {
    await campaigner("a");
    const session = (await leaderSession())!;
    const { rows } = await admin.query(
      "select pid, backend_start::text as start from pg_stat_activity where pid = pg_backend_pid()",
    );
    expect(await leaderLockHeldBy(database.db, session)).toBe(true);
    expect(await leaderLockHeldBy(database.db, rows[0])).toBe(false);
    expect(await leaderLockHeldBy(database.db, { pid: session.pid, start: rows[0].start })).toBe(false);
    await terminate(session.pid);
    expect(await leaderLockHeldBy(database.db, session)).toBe(false);
  });

  it("lets the next leader start only after the old session's writes have ended", async () => {
    const a = await campaigner("a");
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inFlight = fencedWrite(a.leadership, () => gate);
    const drainLocks = async (granted: boolean) =>
      (await admin.query("select 1 from pg_locks where objid = 2 and granted = $1", [granted])).rows.length;
    await vi.waitFor(async () => expect(await drainLocks(true)).toBe(1), until); // the write holds it shared
    // The leader's session dies while its write is open: whoever takes the lock next waits for the write.
    const b = await campaigner("b");
    await terminate(await leaderBackend());
    await vi.waitFor(async () => expect(await drainLocks(false)).toBe(1), until);
    expect([a.leadership.isLeader, b.leadership.isLeader]).toEqual([false, false]);
    release();
    await inFlight;
    await vi.waitFor(() => expect([a, b].filter((c) => c.leadership.isLeader)).toHaveLength(1), until);
    const follower = [a, b].find((c) => !c.leadership.isLeader)!;
    await expect(fencedWrite(follower.leadership)).rejects.toThrow(NotLeaderError);
  });
});
