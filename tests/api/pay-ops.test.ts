import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "@/server/db/schema/account";
import { loadApiEnv } from "@/server/env";
import { publishOpsToken } from "@/server/services/anchor/ops-token";
import { openOps } from "@/scripts/ops-backends";
import { createTestApi, type TestApi } from "../support/test-api";
import { bindCard, setPayPassword, verifiedUser, withdraw } from "./pay-support";
import { expectBooksBalanced, fund, walletOf } from "./wallet-support";

// The wallet commands of `npm run ops` through a running api that holds the embedded database.
const work = mkdtempSync(path.join(tmpdir(), "pay-ops-test-"));
const dbDir = path.join(work, "pglite");
let api: TestApi;
let token: string;
let server: ReturnType<typeof serve>;
let url: string;
beforeAll(async () => {
  api = await createTestApi({ env: { PGLITE_DIR: dbDir } });
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

const ops = (p: string, body?: unknown, key = token) =>
  body === undefined
    ? api.get(`/internal/ops/${p}`, {}, { headers: { "x-ops-token": key } })
    : api.postJson(`/internal/ops/${p}`, body, { headers: { "x-ops-token": key } });

async function pendingWithdrawal(amount = 1000) {
  const anchor = await verifiedUser(api, "李雷", { isAnchor: 1 });
  await fund(api, anchor.user.id, 5000, "income");
  await setPayPassword(api, anchor);
  const card = await bindCard(api, anchor, undefined, "李雷");
  const res = await withdraw(api, anchor, amount, card.id);
  return { anchor, id: res.body.data.withdrawal.id as number };
}

describe("/internal/ops wallet calls", () => {
  it("answer 403 without the token, 400 for bad input", async () => {
    expect((await api.get("/internal/ops/withdrawals")).status).toBe(403);
    expect((await ops("approve-withdrawal", { withdrawalId: 1 }, "guess")).status).toBe(403);
    expect((await ops("wallet/top-up", { userId: 1, amount: 5 }, "")).status).toBe(403);
    expect((await ops("approve-withdrawal", { withdrawalId: "x" })).status).toBe(400);
    expect((await ops("reject-withdrawal", { withdrawalId: 1, reason: "" })).status).toBe(400);
    expect((await ops("wallet/top-up", { userId: 1, amount: 0 })).status).toBe(400);
    expect((await ops("wallet/steal", { userId: 1, amount: 5 })).status).toBe(404);
  });

  it("list, approve and reject withdrawals; a second review is refused", async () => {
    const a = await pendingWithdrawal(1000);
    const b = await pendingWithdrawal(2000);
    const list = (await ops("withdrawals")).body.data as { id: number; cardNumber: string }[];
    expect(list.map((w) => w.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(list.find((w) => w.id === a.id)!.cardNumber).toMatch(/^\d{19}$/);
    expect((await ops("approve-withdrawal", { withdrawalId: a.id })).body).toMatchObject({
      code: 200,
      data: { userId: a.anchor.user.id, payout: 98 },
    });
    expect((await ops("reject-withdrawal", { withdrawalId: b.id, reason: "银行卡信息有误" })).body.code).toBe(
      200,
    );
    expect((await walletOf(api, b.anchor.user.id)).income).toBe(5000);
    // Each user hears the outcome on /v/information (提现通知).
    const told = await api.db
      .select()
      .from(notices)
      .where(inArray(notices.userId, [a.anchor.user.id, b.anchor.user.id]));
    expect(told.map((n) => [n.userId, n.kind, n.title]).sort()).toEqual(
      [
        [a.anchor.user.id, "withdraw", "提现已打款"],
        [b.anchor.user.id, "withdraw", "提现未通过"],
      ].sort(),
    );
    expect((await ops("approve-withdrawal", { withdrawalId: b.id })).body).toMatchObject({
      code: 30533,
      message: "提现申请不存在或已处理",
    });
    await expectBooksBalanced(api);
  });
});

describe("openOps wallet commands (scripts/ops.ts)", () => {
  it("go through the running api when another process holds the directory", async () => {
    const lockFile = `${path.resolve(dbDir)}.lock`;
    writeFileSync(lockFile, String(process.ppid));
    try {
      const backend = await openOps(loadApiEnv({ PGLITE_DIR: dbDir, LOG_LEVEL: "silent" }), url);
      const fan = await verifiedUser(api);
      expect(await backend.move("top-up", { userId: fan.user.id, amount: 300, note: "线下转账" })).toEqual({
        userId: fan.user.id,
        balance: 300,
      });
      expect((await backend.move("gift", { userId: fan.user.id, amount: 50, note: "" })).balance).toBe(350);
      expect((await backend.move("deduct", { userId: fan.user.id, amount: 100, note: "" })).balance).toBe(
        250,
      );
      await expect(backend.move("deduct", { userId: fan.user.id, amount: 1000, note: "" })).rejects.toThrow(
        "钻石余额不足",
      );
      const { id } = await pendingWithdrawal();
      expect((await backend.withdrawals()).some((w) => w.id === id)).toBe(true);
      expect(await backend.approveWithdrawal(id)).toMatchObject({ payout: 98 });
      await expect(backend.rejectWithdrawal(id, "重复审核")).rejects.toThrow("提现申请不存在或已处理");
      await expectBooksBalanced(api);
    } finally {
      rmSync(lockFile, { force: true });
    }
  });
});
