import { expect } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import type { BusEvent } from "@/server/realtime/event-bus";
import { insertRoomMoneyCatalogue } from "@/server/seed/room-money";
import { findLedgerMismatches } from "@/server/services/wallet/ledger-audit";
import { credit, type Currency } from "@/server/services/wallet/ledger";
import { getBalances } from "@/server/services/wallet/balances";
import { eq } from "drizzle-orm";
import { wallets } from "@/server/db/schema/wallet";
import { createSession } from "@/server/services/auth/sessions";
import type { TestApi } from "../support/test-api";

/** Tops a wallet up through the ledger (trade type 14), so the books stay balanced. */
export async function fund(api: TestApi, userId: number, amount: number, currency: Currency = "balance") {
  await credit(api.db, { userId, currency, amount, tradeType: TradeType.ManualTopUp, remark: "测试充值" });
}

export const catalogue = (api: TestApi) => insertRoomMoneyCatalogue(api.db);

/** Every wallet equals the sum of its ledger rows. */
export async function expectBooksBalanced(api: TestApi) {
  expect(await findLedgerMismatches(api.db)).toEqual([]);
}

export async function walletOf(api: TestApi, userId: number) {
  await getBalances(api.db, userId);
  const [row] = await api.db.select().from(wallets).where(eq(wallets.userId, userId));
  return row;
}

/** Records the events published on a channel from now on. */
export function listen(api: TestApi, channel: string) {
  const events: BusEvent[] = [];
  const stop = api.deps.bus.subscribe(channel, (e) => events.push(e));
  return { events, stop };
}

/** A fresh session after the test clock jumped past the old one's expiry. */
export async function signInAgain(api: TestApi, user: { id: number }) {
  return { user, token: (await createSession(api.db, user.id, true, api.clock.now)).token };
}
