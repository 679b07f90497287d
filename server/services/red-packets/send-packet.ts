import { eq } from "drizzle-orm";
import { TradeType } from "@/lib/codes/trade-types";
import { redPackets } from "../../db/schema/gifts";
import { users } from "../../db/schema/users";
import { findRoomTarget } from "../gifts/room-target";
import { debit } from "../wallet/ledger";
import type { MoneyDeps } from "../wallet/money-deps";
import { publishPacketEvent } from "./packet-event";
import { splitPacket } from "./split";

export type SendPacketInput = { roomId: number; total: number; count: number };

/** Takes the diamonds (trade type 10) and fixes every share now, so grabs only hand them out. */
export async function sendRedPacket(deps: MoneyDeps, senderId: number, input: SendPacketInput) {
  const { db } = deps;
  const room = await findRoomTarget(db, input.roomId);
  const now = deps.now();
  const at = new Date(now);
  const expiresAt = new Date(now + deps.env.RED_PACKET_TTL_MS);
  const shares = splitPacket(input.total, input.count);

  const { packetId, balance } = await db.transaction(async (tx) => {
    const [packet] = await tx
      .insert(redPackets)
      .values({
        roomId: room.roomId,
        senderId,
        total: input.total,
        count: input.count,
        shares,
        remainingCount: input.count,
        remainingAmount: input.total,
        expiresAt,
        createdAt: at,
      })
      .returning({ id: redPackets.id });
    const after = await debit(tx, {
      userId: senderId,
      currency: "balance",
      amount: input.total,
      tradeType: TradeType.SendRedPacket,
      remark: `在${room.anchorNickName}的直播间发红包（${input.count}个）`,
      refId: `redpacket:${packet.id}`,
      at,
    });
    return { packetId: packet.id, balance: after };
  });

  const [sender] = await db.select({ nickName: users.nickName }).from(users).where(eq(users.id, senderId));
  await publishPacketEvent(deps, "sent", {
    id: packetId,
    roomId: room.roomId,
    senderId,
    senderNickName: sender?.nickName ?? "",
    total: input.total,
    count: input.count,
    remainingCount: input.count,
    expiresAt,
  });
  return { packetId, balance, expiresAt: expiresAt.toISOString() };
}
