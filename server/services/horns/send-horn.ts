import { and, eq, gt, sql } from "drizzle-orm";
import { TradeType } from "@/lib/codes/trade-types";
import { HORN_PRICE } from "@/lib/contracts/room-money";
import { roomChannels, type HornEvent } from "@/lib/contracts/room-stream";
import { HORN_EVENT_TYPE } from "@/lib/codes/room-events";
import type { Db } from "../../db/client";
import { hornBags, hornMessages } from "../../db/schema/gifts";
import { formatUntil } from "@/lib/format/relative-time";
import { maskSensitive } from "../chat/sensitive-words";
import { loadActor } from "../gifts/actor";
import { findRoomTarget } from "../gifts/room-target";
import { mutedInRoom } from "../moderation/room-roles";
import { hornCount } from "../nobility/purchase";
import { getBalances } from "../wallet/balances";
import { debit } from "../wallet/ledger";
import { publishAfterCommit, type MoneyDeps } from "../wallet/money-deps";
import { hornErrors } from "./horn-errors";

/**
 * Stores a horn, using one from the bag or else paying HORN_PRICE diamonds. SPEC has no horn
 * trade type; the purchase is booked as 8 (系统扣除) with the remark 发送喇叭.
 */
export function storeHorn(db: Db, userId: number, roomId: number, content: string, at: Date) {
  return db.transaction(async (tx) => {
    const [fromBag] = await tx
      .update(hornBags)
      .set({ count: sql`${hornBags.count} - 1` })
      .where(and(eq(hornBags.userId, userId), gt(hornBags.count, 0)))
      .returning({ count: hornBags.count });
    const paid = fromBag ? 0 : HORN_PRICE;
    const [horn] = await tx
      .insert(hornMessages)
      .values({ userId, roomId, content, paid, createdAt: at })
      .returning({ id: hornMessages.id });
    if (!fromBag) {
      await debit(tx, {
        userId,
        currency: "balance",
        amount: HORN_PRICE,
        tradeType: TradeType.SystemDeduction,
        remark: "发送喇叭",
        refId: `horn:${horn.id}`,
        at,
      });
    }
    return { hornId: horn.id, paid, horns: fromBag?.count ?? (await hornCount(tx, userId)) };
  });
}

/** A paid message shown in every room, published on `horn:all`; not from a room that muted the sender. */
export async function sendHorn(deps: MoneyDeps, userId: number, input: { roomId: number; content: string }) {
  const { db } = deps;
  const room = await findRoomTarget(db, input.roomId);
  const muted = await mutedInRoom(db, room.roomId, userId, deps.now());
  if (muted) throw hornErrors.muted(formatUntil(muted, deps.now()));
  const content = maskSensitive(input.content.trim());
  if (!content) throw hornErrors.empty();
  const at = new Date(deps.now());
  const stored = await storeHorn(db, userId, room.roomId, content, at);

  const sender = await loadActor(db, userId, deps.now());
  const event: HornEvent = {
    ...sender,
    hornId: stored.hornId,
    roomId: room.roomId,
    roomTitle: room.title,
    anchorNickName: room.anchorNickName,
    content,
    at: at.toISOString(),
  };
  await publishAfterCommit(deps, roomChannels.horn, HORN_EVENT_TYPE, event);
  return { ...stored, balance: (await getBalances(db, userId)).balance };
}
