import { and, eq } from "drizzle-orm";
import { TradeType } from "@/lib/codes/trade-types";
import { type HighlightPayData } from "@/lib/contracts/playback";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import type { Db } from "../../db/client";
import { playbackPurchases, playbacks } from "../../db/schema/streams";
import { notFoundError } from "../../errors/biz-error";
import { getBalances } from "../wallet/balances";
import { debit } from "../wallet/ledger";

/**
 * Unlocks a priced highlight. The purchase row and the debit share one transaction, and the
 * purchase is inserted first: its unique (user, playback) index makes a second pay, even a
 * concurrent one, find the row and take nothing. Trade type 4 (购买方案, SPEC §3): the SPEC's
 * purchase of paid content; the remark names the highlight.
 */
export async function payHighlight(
  db: Db,
  userId: number,
  id: number,
  now: number,
): Promise<HighlightPayData> {
  const [reel] = await db
    .select({ price: playbacks.price, title: playbacks.title })
    .from(playbacks)
    .where(and(eq(playbacks.id, id), eq(playbacks.kind, PlaybackKind.Highlight)));
  if (!reel) throw notFoundError("集锦不存在");
  const unchanged = async () => ({
    id,
    price: reel.price,
    charged: false,
    paid: true as const,
    balance: (await getBalances(db, userId)).balance,
  });
  if (reel.price === 0) return unchanged();
  const balance = await db.transaction(async (tx) => {
    const bought = await tx
      .insert(playbackPurchases)
      .values({ userId, playbackId: id, price: reel.price, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ userId: playbackPurchases.userId });
    if (!bought.length) return null;
    return debit(tx, {
      userId,
      currency: "balance",
      amount: reel.price,
      tradeType: TradeType.PlanPurchase,
      remark: `解锁集锦：${reel.title}`,
      refId: `highlight:${id}`,
      at: new Date(now),
    });
  });
  if (balance === null) return unchanged();
  return { id, price: reel.price, charged: true, paid: true, balance };
}
