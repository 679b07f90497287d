import { eq, sql } from "drizzle-orm";
import { TradeType } from "@/lib/codes/trade-types";
import { DIAMONDS_PER_GIFT_POINT, ExperienceSource } from "@/lib/codes/user-levels";
import { MAX_INT } from "@/lib/codes/limits";
import { ANCHOR_SHARE_PERCENT, type GiftItem } from "@/lib/contracts/room-money";
import { roomChannels, type GiftEvent } from "@/lib/contracts/room-stream";
import { RoomEventType } from "@/lib/codes/room-events";
import type { Db } from "../../db/client";
import { giftRecords } from "../../db/schema/gifts";
import { rooms } from "../../db/schema/rooms";
import { debit, transfer } from "../wallet/ledger";
import { publishAfterCommit, type MoneyDeps } from "../wallet/money-deps";
import { awardExperience } from "../experience/award";
import { loadActor } from "./actor";
import { findGift } from "./catalogue";
import { giftErrors } from "./gift-errors";
import { findRoomTarget, type RoomTarget } from "./room-target";

export type SendGiftInput = { roomId: number; giftId: number; count: number };

export const anchorIncomeOf = (total: number) => Math.floor((total * ANCHOR_SHARE_PERCENT) / 100);

type GiveGift = { room: RoomTarget; senderId: number; gift: GiftItem; count: number; at: Date };

/**
 * One transaction: the viewer's diamonds (trade type 2), the anchor's income share (9, into the
 * anchor's `income` balance), the gift record and the room's heat.
 */
export function giveGift(db: Db, { room, senderId, gift, count, at }: GiveGift) {
  const total = gift.price * count;
  const income = anchorIncomeOf(total);
  return db.transaction(async (tx) => {
    const [record] = await tx
      .insert(giftRecords)
      .values({
        roomId: room.roomId,
        senderId,
        anchorId: room.anchorId,
        giftId: gift.id,
        count,
        price: gift.price,
        total,
        income,
        createdAt: at,
      })
      .returning({ id: giftRecords.id });
    const refId = `gift:${record.id}`;
    const spend = {
      userId: senderId,
      currency: "balance" as const,
      amount: total,
      tradeType: TradeType.GiftTip,
      remark: `赠送${gift.name}×${count}`,
      refId,
      at,
    };
    const earn = {
      userId: room.anchorId,
      currency: "income" as const,
      amount: income,
      tradeType: TradeType.GiftIncome,
      remark: `收到${gift.name}×${count}`,
      refId,
      at,
    };
    const balance = income > 0 ? (await transfer(tx, spend, earn)).fromAfter : await debit(tx, spend);
    await tx
      .update(rooms)
      .set({ heat: sql`least(${rooms.heat}::bigint + ${total}, ${MAX_INT})` })
      .where(eq(rooms.id, room.roomId));
    return { recordId: record.id, total, balance };
  });
}

/** Checks the room and gift, gives it, then publishes the `gift` event on the room channel. */
export async function sendGift(deps: MoneyDeps, senderId: number, input: SendGiftInput) {
  const { db } = deps;
  const room = await findRoomTarget(db, input.roomId);
  if (room.anchorId === senderId) throw giftErrors.selfGift();
  const gift = await findGift(db, input.giftId);
  const at = new Date(deps.now());
  const { recordId, total, balance } = await giveGift(db, { room, senderId, gift, count: input.count, at });
  // Before the sender is loaded, so the gift shows the level it may have just reached.
  await awardExperience(db, senderId, ExperienceSource.Gifts, total / DIAMONDS_PER_GIFT_POINT, deps.now());

  const sender = await loadActor(db, senderId, deps.now());
  const event: GiftEvent = {
    ...sender,
    recordId,
    roomId: room.roomId,
    anchorId: room.anchorId,
    anchorNickName: room.anchorNickName,
    giftId: gift.id,
    giftName: gift.name,
    giftIcon: gift.icon,
    effect: gift.effect,
    price: gift.price,
    count: input.count,
    total,
    at: at.toISOString(),
  };
  await publishAfterCommit(deps, roomChannels.room(room.roomId), RoomEventType.Gift, event);
  return { recordId, giftId: gift.id, count: input.count, total, balance };
}
