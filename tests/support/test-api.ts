import { createApp } from "@/server/app";
import type { AppDeps } from "@/server/context";
import { openDatabase, type Database } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { buildDeps } from "@/server/deps";
import { testEnv } from "@/server/env";
import { createMemoryKv } from "@/server/kv/memory-kv";
import { createMemoryBus } from "@/server/realtime/memory-bus";
import type { Presence } from "@/server/realtime/presence";
import { fromSnapshot } from "./database-snapshots";

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
/** `ip`: the socket peer the request comes from (default loopback, as the web's gateway on the same machine). */
type Call = { token?: string; headers?: Record<string, string>; ip?: string };

/** The bindings @hono/node-server gives each request; the api reads the client's address from them. */
export const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

type TestApiOptions = {
  databaseUrl?: string;
  database?: Database;
  env?: Record<string, string>;
  presence?: Presence;
};

/** What a test file seeds before its tests, named so that the run builds it once (`createSeededTestApi`). */
export type Seeding<T = unknown> = { name: string; seed(api: TestApi): Promise<T> };

/** An in-memory database with every migration applied, copied from the run's snapshot. */
async function migratedMemoryDatabase() {
  const { database } = await fromSnapshot("migrated", async () => {
    const fresh = await openDatabase({});
    await migrateDatabase(fresh);
    return { database: fresh, result: null };
  });
  return database;
}

/** A fresh api on an in-memory database (or the one given) with a controllable clock. */
export async function createTestApi(opts: TestApiOptions = {}) {
  const database: Database =
    opts.database ??
    (opts.databaseUrl ? await openDatabase({ url: opts.databaseUrl }) : await migratedMemoryDatabase());
  // Applies nothing on a copy of the migrated snapshot; a database given or on PostgreSQL gets them here.
  await migrateDatabase(database);
  const clock = { now: Date.parse("2026-11-22T12:00:00+08:00") };
  const deps: AppDeps = buildDeps(
    testEnv(opts.env),
    database,
    createMemoryKv(() => clock.now),
    () => clock.now,
    createMemoryBus(),
    opts.presence,
  );
  const app = createApp(deps);

  const send = async (path: string, init: RequestInit, call: Call = {}) => {
    const headers = new Headers(init.headers);
    if (call.token) headers.set("accessToken", call.token);
    for (const [k, v] of Object.entries(call.headers ?? {})) headers.set(k, v);
    const res = await app.request(path, { ...init, headers }, fromSocket(call.ip ?? "127.0.0.1"));
    const body = res.headers.get("content-type")?.includes("json") ? await res.json() : await res.text();
    return { status: res.status, body: body as { code: number; message: string; data: any } };
  };

  return {
    app,
    deps,
    database,
    db: database.db,
    clock,
    advance(ms: number) {
      clock.now += ms;
    },
    get(path: string, query: Record<string, string | number> = {}, call?: Call) {
      const qs = new URLSearchParams({ channelId: "3", platform: "1", ...stringify(query) });
      return send(`${path}?${qs}`, { method: "GET" }, call);
    },
    postJson(path: string, body: unknown, call?: Call) {
      return send(
        path,
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
        call,
      );
    },
    postForm(path: string, body: Record<string, string | number>, call?: Call) {
      const form = new URLSearchParams(stringify(body));
      return send(
        path,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        },
        call,
      );
    },
    postRaw(path: string, body: string, contentType: string, call?: Call) {
      return send(path, { method: "POST", headers: { "content-type": contentType }, body }, call);
    },
    close: () => database.close(),
  };
}

const stringify = (o: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

/**
 * A fresh api on a copy of the database `seeding` gives, seeded once in the whole run (seeding the
 * demo takes ~20 s, a copy ~2 s), and what its seed returned.
 */
export async function createSeededTestApi<T>(
  seeding: Seeding<T>,
  opts: Pick<TestApiOptions, "env" | "presence"> = {},
) {
  const { database, result } = await fromSnapshot(seeding.name, async () => {
    const seeder = await createTestApi();
    return { database: seeder.database, result: await seeding.seed(seeder) };
  });
  return { api: await createTestApi({ ...opts, database }), seeded: result };
}
