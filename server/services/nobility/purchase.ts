import { and, eq, sql } from "drizzle-orm";
import { TradeType } from "@/lib/codes/trade-types";
import type { Db, Tx } from "../../db/client";
import { hornBags, userNobilities } from "../../db/schema/gifts";
import { debit } from "../wallet/ledger";
import { findLevel } from "./levels";

/** Adds horns to the bag (creating it) and returns the count after. */
export async function grantHorns(tx: Tx, userId: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(hornBags)
    .values({ userId, count })
    .onConflictDoUpdate({ target: hornBags.userId, set: { count: sql`${hornBags.count} + ${count}` } })
    .returning({ count: hornBags.count });
  return row.count;
}

/**
 * Pays (trade type 15) and adds the level's days: from now, or from the current expiry while the
 * same nobility is still active. The purchased nobility becomes the one shown.
 */
export async function purchaseNobility(db: Db, userId: number, nobilityId: number, now: number) {
  const level = await findLevel(db, nobilityId);
  const at = new Date(now);
  return db.transaction(async (tx) => {
    // The debit comes first: it locks the buyer's wallet, so one user's purchases run one at a time.
    const balance = await debit(tx, {
      userId,
      currency: "balance",
      amount: level.price,
      tradeType: TradeType.OpenNoble,
      remark: `开通贵族${level.name}（${level.days}天）`,
      refId: `nobility:${level.id}`,
      at,
    });
    await tx
      .update(userNobilities)
      .set({ worn: 0 })
      .where(and(eq(userNobilities.userId, userId), eq(userNobilities.worn, 1)));
    const from = sql`greatest(${userNobilities.expiresAt}, ${at.toISOString()}::timestamptz)`;
    const [row] = await tx
      .insert(userNobilities)
      .values({ userId, nobilityId, expiresAt: new Date(now + level.days * 86_400_000), worn: 1 })
      .onConflictDoUpdate({
        target: [userNobilities.userId, userNobilities.nobilityId],
        set: { expiresAt: sql`${from} + make_interval(days => ${level.days})`, worn: 1 },
      })
      .returning({ expiresAt: userNobilities.expiresAt });
    const horns =
      level.hornGrant > 0 ? await grantHorns(tx, userId, level.hornGrant) : await hornCount(tx, userId);
    return { nobilityId, name: level.name, expiresAt: row.expiresAt.toISOString(), balance, horns };
  });
}

export async function hornCount(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ count: hornBags.count }).from(hornBags).where(eq(hornBags.userId, userId));
  return row?.count ?? 0;
}
