import { and, asc, eq, lte } from "drizzle-orm";
import { TradeType } from "@/lib/codes/trade-types";
import { redPackets } from "../../db/schema/gifts";
import { credit } from "../wallet/ledger";
import type { MoneyDeps } from "../wallet/money-deps";
import { findPacket } from "./find-packet";
import { publishPacketEvent } from "./packet-event";

const BATCH = 100;

/** Closes one due packet and returns what was left to its sender (trade type 12); false if already closed. */
async function expirePacket(deps: MoneyDeps, packetId: number, at: Date): Promise<boolean> {
  const closed = await deps.db.transaction(async (tx) => {
    // The row lock waits for grabs in flight, so the remainder read here is final.
    const [p] = await tx
      .select({ senderId: redPackets.senderId, remainingAmount: redPackets.remainingAmount })
      .from(redPackets)
      .where(and(eq(redPackets.id, packetId), eq(redPackets.status, "open"), lte(redPackets.expiresAt, at)))
      .for("update");
    if (!p) return false;
    await tx.update(redPackets).set({ status: "expired" }).where(eq(redPackets.id, packetId));
    if (p.remainingAmount > 0) {
      await credit(tx, {
        userId: p.senderId,
        currency: "balance",
        amount: p.remainingAmount,
        tradeType: TradeType.RedPacketReturned,
        remark: "红包过期退回",
        refId: `redpacket:${packetId}`,
        at,
      });
    }
    return true;
  });
  if (closed) await publishPacketEvent(deps, "expired", await findPacket(deps.db, packetId));
  return closed;
}

/** Expires every open packet past its time; safe to run in several api processes at once. */
export async function sweepExpiredPackets(deps: MoneyDeps): Promise<number> {
  const at = new Date(deps.now());
  let expired = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: redPackets.id })
      .from(redPackets)
      .where(and(eq(redPackets.status, "open"), lte(redPackets.expiresAt, at)))
      .orderBy(asc(redPackets.expiresAt))
      .limit(BATCH);
    for (const { id } of due) if (await expirePacket(deps, id, at)) expired++;
    if (due.length < BATCH) return expired;
  }
}

/** Runs the sweep every `intervalMs` in the api process; returns a stop function. */
export function startRedPacketSweeper(deps: MoneyDeps, intervalMs = 30_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredPackets(deps)
      .then((n) => n && deps.log.info("red packets expired", { count: n }))
      .catch((error) => deps.log.error("red packet sweep failed", { error: String(error) }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
