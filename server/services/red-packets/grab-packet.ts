import { and, eq, gt, sql } from "drizzle-orm";
import { TradeType } from "@/lib/codes/trade-types";
import { redPacketGrabs, redPackets } from "../../db/schema/gifts";
import { users } from "../../db/schema/users";
import { isUniqueViolation } from "../user/user-errors";
import { credit } from "../wallet/ledger";
import type { MoneyDeps } from "../wallet/money-deps";
import { findPacket } from "./find-packet";
import { publishPacketEvent } from "./packet-event";
import { redPacketErrors } from "./red-packet-errors";

const { remainingCount: left, count, shares } = redPackets;
// Shares go out in order: the n-th grab takes shares[n] (1-based), n = count - remainingCount + 1.
const nextShare = sql<number>`(${shares})[${count} - ${left} + 1]`;
// RETURNING sees the new remainingCount, one lower.
const takenShare = sql<number>`(${shares})[${count} - ${left}]`;

/**
 * One share per user. The conditional update on the packet row serialises concurrent grabs, so
 * no more than `count` grabs succeed and they sum to the total; the unique index stops a second
 * grab by the same user even when both arrive at once.
 */
export async function grabRedPacket(deps: MoneyDeps, userId: number, packetId: number) {
  const { db } = deps;
  const packet = await findPacket(db, packetId);
  const at = new Date(deps.now());
  const [mine] = await db
    .select({ id: redPacketGrabs.id })
    .from(redPacketGrabs)
    .where(and(eq(redPacketGrabs.packetId, packetId), eq(redPacketGrabs.userId, userId)));
  if (mine) throw redPacketErrors.grabbedAlready();

  let grabbed: { amount: number; remainingCount: number; balance: number };
  try {
    grabbed = await db.transaction(async (tx) => {
      const [claim] = await tx
        .update(redPackets)
        .set({
          remainingCount: sql`${left} - 1`,
          remainingAmount: sql`${redPackets.remainingAmount} - ${nextShare}`,
          status: sql`case when ${left} = 1 then 'finished' else 'open' end`,
        })
        .where(
          and(
            eq(redPackets.id, packetId),
            eq(redPackets.status, "open"),
            gt(left, 0),
            gt(redPackets.expiresAt, at),
          ),
        )
        .returning({ amount: takenShare, remainingCount: left });
      if (!claim)
        throw packet.status === "expired" || packet.expiresAt <= at
          ? redPacketErrors.expired()
          : redPacketErrors.empty();
      await tx.insert(redPacketGrabs).values({ packetId, userId, amount: claim.amount, createdAt: at });
      const balance = await credit(tx, {
        userId,
        currency: "balance",
        amount: claim.amount,
        tradeType: TradeType.GrabRedPacket,
        remark: `抢到${packet.senderNickName}的红包`,
        refId: `redpacket:${packetId}`,
        at,
      });
      return { ...claim, balance };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw redPacketErrors.grabbedAlready();
    throw error;
  }

  const [user] = await db.select({ nickName: users.nickName }).from(users).where(eq(users.id, userId));
  await publishPacketEvent(
    deps,
    "grabbed",
    { ...packet, remainingCount: grabbed.remainingCount },
    { userId, nickName: user?.nickName ?? "", amount: grabbed.amount },
  );
  return { packetId, amount: grabbed.amount, balance: grabbed.balance };
}
