import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { redPackets } from "../../db/schema/gifts";
import { users } from "../../db/schema/users";
import { redPacketErrors } from "./red-packet-errors";

export const packetColumns = {
  id: redPackets.id,
  roomId: redPackets.roomId,
  senderId: redPackets.senderId,
  senderNickName: users.nickName,
  senderPortrait: users.portrait,
  total: redPackets.total,
  count: redPackets.count,
  remainingCount: redPackets.remainingCount,
  remainingAmount: redPackets.remainingAmount,
  status: redPackets.status,
  expiresAt: redPackets.expiresAt,
  createdAt: redPackets.createdAt,
};

export type PacketRow = Awaited<ReturnType<typeof findPacket>>;

export async function findPacket(db: Db, packetId: number) {
  const [row] = await db
    .select(packetColumns)
    .from(redPackets)
    .innerJoin(users, eq(users.id, redPackets.senderId))
    .where(eq(redPackets.id, packetId))
    .limit(1);
  if (!row) throw redPacketErrors.notFound();
  return row;
}
