import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { ledger, wallets } from "@/server/db/schema/wallet";
import { BizError } from "@/server/errors/biz-error";
import { credit, debit, transfer } from "@/server/services/wallet/ledger";
import { findLedgerMismatches } from "@/server/services/wallet/ledger-audit";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { expectBooksBalanced, fund, walletOf } from "./wallet-support";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const spend = (userId: number, amount: number) => ({
  userId,
  currency: "balance" as const,
  amount,
  tradeType: TradeType.GiftTip,
  remark: "测试",
});

describe("wallet core", () => {
  it("debits within the balance and books the balance after, signed", async () => {
    const { user } = await createUser(api);
    await fund(api, user.id, 100);
    expect(await debit(api.db, { ...spend(user.id, 30), refId: "gift:1" })).toBe(70);
    const rows = await api.db.select().from(ledger).where(eq(ledger.userId, user.id)).orderBy(asc(ledger.id));
    expect(rows.map((r) => [r.tradeType, r.amount, r.balanceAfter, r.refId])).toEqual([
      [TradeType.ManualTopUp, 100, 100, ""],
      [TradeType.GiftTip, -30, 70, "gift:1"],
    ]);
    await expectBooksBalanced(api);
  });

  it("refuses a debit the balance does not cover, with the Chinese message, and changes nothing", async () => {
    const { user } = await createUser(api);
    await fund(api, user.id, 10);
    const err = await debit(api.db, spend(user.id, 11)).catch((e) => e);
    expect(err).toBeInstanceOf(BizError);
    expect(err).toMatchObject({ code: 30001, message: "钻石余额不足，请先充值" });
    expect((await walletOf(api, user.id)).balance).toBe(10);
    expect(await debit(api.db, spend(user.id, 10))).toBe(0);
    await expectBooksBalanced(api);
  });

  it("treats a missing wallet as empty and creates one on credit", async () => {
    const { user } = await createUser(api);
    await expect(debit(api.db, spend(user.id, 1))).rejects.toMatchObject({ code: 30001 });
    const after = await credit(api.db, {
      userId: user.id,
      currency: "income",
      amount: 5,
      tradeType: TradeType.GiftIncome,
      remark: "收到礼物",
    });
    expect(after).toBe(5);
    expect(await walletOf(api, user.id)).toMatchObject({ balance: 0, ticket: 0, income: 5 });
    await expectBooksBalanced(api);
  });

  it("keeps tickets and income apart from diamonds", async () => {
    const { user } = await createUser(api);
    await fund(api, user.id, 50, "ticket");
    await expect(debit(api.db, { ...spend(user.id, 1) })).rejects.toMatchObject({ code: 30001 });
    await expect(debit(api.db, { ...spend(user.id, 51), currency: "ticket" })).rejects.toMatchObject({
      code: 30002,
      message: "球票余额不足",
    });
    expect(await debit(api.db, { ...spend(user.id, 20), currency: "ticket" })).toBe(30);
    await expectBooksBalanced(api);
  });

  it("transfers in either id order and rolls both sides back when the debit fails", async () => {
    const a = (await createUser(api)).user;
    const b = (await createUser(api)).user;
    await fund(api, a.id, 100);
    await fund(api, b.id, 100);
    const income = (userId: number, amount: number) => ({
      ...spend(userId, amount),
      currency: "income" as const,
    });
    expect(await transfer(api.db, spend(a.id, 40), income(b.id, 20))).toEqual({ fromAfter: 60, toAfter: 20 });
    expect(await transfer(api.db, spend(b.id, 10), income(a.id, 5))).toEqual({ fromAfter: 90, toAfter: 5 });
    const failed = api.db.transaction((tx) => transfer(tx, spend(b.id, 1000), income(a.id, 500)));
    await expect(failed).rejects.toMatchObject({ code: 30001 });
    expect(await walletOf(api, a.id)).toMatchObject({ balance: 60, income: 5 });
    await expectBooksBalanced(api);
  });

  it("rejects amounts that are not positive integers before touching the database", async () => {
    const { user } = await createUser(api);
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(credit(api.db, { ...spend(user.id, amount) })).rejects.toThrow(/positive integer/);
    }
  });

  it("has an audit that names a wallet changed outside the ledger", async () => {
    const { user } = await createUser(api);
    await fund(api, user.id, 10);
    await api.db.update(wallets).set({ income: 7 }).where(eq(wallets.userId, user.id));
    expect(await findLedgerMismatches(api.db)).toEqual([
      {
        userId: user.id,
        balance: 10,
        ledgerBalance: 10,
        ticket: 0,
        ledgerTicket: 0,
        income: 7,
        ledgerIncome: 0,
      },
    ]);
    await api.db.update(wallets).set({ income: 0 }).where(eq(wallets.userId, user.id));
    await expectBooksBalanced(api);
  });
});
