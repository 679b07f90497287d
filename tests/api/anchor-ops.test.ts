import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anchorAudits } from "@/server/db/schema/room-activity";
import { users } from "@/server/db/schema/users";
import { loadApiEnv } from "@/server/env";
import { opsTokenFile, publishOpsToken } from "@/server/services/anchor/ops-token";
import { openOps } from "@/scripts/ops-backends";
import { createTestApi, type TestApi } from "../support/test-api";
import { createCatalogue, verifiedUser } from "./anchor-fixtures";

// `npm run ops` reaches a running api that holds the embedded database through /internal/ops.
const work = mkdtempSync(path.join(tmpdir(), "ops-test-"));
const dbDir = path.join(work, "pglite");
let api: TestApi;
let token: string;
let server: ReturnType<typeof serve>;
let url: string;
beforeAll(async () => {
  api = await createTestApi({ env: { PGLITE_DIR: dbDir } });
  await createCatalogue(api);
  token = publishOpsToken(dbDir);
  server = serve({ fetch: api.app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((r) => (server.listening ? r() : server.once("listening", () => r())));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await api.close();
  rmSync(work, { recursive: true, force: true });
});

async function apply(title: string) {
  const { token: userToken, user } = await verifiedUser(api);
  const intro = "常年解说英超与欧冠的老球迷一枚。";
  await api.postJson("/api/audit/submit", { navId: 1, roomTitle: title, intro }, { token: userToken });
  const [audit] = await api.db.select().from(anchorAudits).where(eq(anchorAudits.userId, user.id));
  return { auditId: audit.id, userId: user.id };
}
const ops = (p: string, body?: unknown, key = token) =>
  body === undefined
    ? api.get(`/internal/ops/${p}`, {}, { headers: { "x-ops-token": key } })
    : api.postJson(`/internal/ops/${p}`, body, { headers: { "x-ops-token": key } });

describe("/internal/ops", () => {
  it("answers 403 without the token file's token", async () => {
    expect((await api.get("/internal/ops/audits")).status).toBe(403);
    expect((await ops("audits", undefined, "guess")).status).toBe(403);
    expect((await ops("approve", { auditId: 1 }, "")).status).toBe(403);
  });

  it("lists, approves and rejects; bad input is a 400", async () => {
    const a = await apply("英超夜话");
    const b = await apply("欧冠之夜");
    const list = (await ops("audits")).body.data as { id: number }[];
    expect(list.map((x) => x.id)).toEqual(expect.arrayContaining([a.auditId, b.auditId]));
    expect((await ops("approve", { auditId: "x" })).status).toBe(400);
    expect((await ops("reject", { auditId: b.auditId, reason: "" })).status).toBe(400);
    expect((await ops("approve", { auditId: a.auditId })).body).toMatchObject({
      code: 200,
      data: { userId: a.userId },
    });
    const rejected = await ops("reject", { auditId: b.auditId, reason: "直播间标题与内容不符" });
    expect(rejected.body).toMatchObject({ code: 200, data: { userId: b.userId } });
    expect((await ops("approve", { auditId: b.auditId })).body.code).toBe(21004);
  });
});

describe("openOps (scripts/ops.ts)", () => {
  const env = () => loadApiEnv({ PGLITE_DIR: dbDir, LOG_LEVEL: "silent" });
  const lockFile = `${path.resolve(dbDir)}.lock`;

  it("goes through the running api when another live process holds the directory", async () => {
    writeFileSync(lockFile, String(process.ppid));
    const backend = await openOps(env(), url);
    expect(backend.where).toContain(url);
    const { auditId, userId } = await apply("德甲快评");
    expect((await backend.audits()).some((x) => x.id === auditId)).toBe(true);
    expect(await backend.approve(auditId)).toMatchObject({ userId });
    const [u] = await api.db.select({ isAnchor: users.isAnchor }).from(users).where(eq(users.id, userId));
    expect(u.isAnchor).toBe(1);
    await expect(backend.approve(987_654)).rejects.toThrow("申请不存在");
  });

  it("says what to do when the holder left no token, or the api does not answer", async () => {
    rmSync(opsTokenFile(dbDir));
    await expect(openOps(env(), url)).rejects.toThrow(/in use by process \d+.*Stop that process/s);
    publishOpsToken(dbDir);
    const offline = await openOps(env(), "http://127.0.0.1:9");
    await expect(offline.audits()).rejects.toThrow(/did not answer/);
    rmSync(lockFile);
  });

  it("opens a free embedded directory itself", async () => {
    const backend = await openOps(
      loadApiEnv({ PGLITE_DIR: path.join(work, "free"), LOG_LEVEL: "silent" }),
      url,
    );
    try {
      expect(backend.where).toContain("embedded database");
      expect(await backend.audits()).toEqual([]);
    } finally {
      await backend.close();
    }
  });
});
