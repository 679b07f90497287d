import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { RedPacketInfo } from "@/lib/contracts/red-packets";
import type { Db } from "../../db/client";
import { redPacketGrabs, redPackets } from "../../db/schema/gifts";
import { users } from "../../db/schema/users";
import { findRoomTarget } from "../gifts/room-target";
import { findPacket, packetColumns, type PacketRow } from "./find-packet";

async function withGrabs(db: Db, packet: PacketRow, viewerId: number | null): Promise<RedPacketInfo> {
  const grabs = await db
    .select({
      userId: redPacketGrabs.userId,
      nickName: users.nickName,
      portrait: users.portrait,
      amount: redPacketGrabs.amount,
      createdAt: redPacketGrabs.createdAt,
    })
    .from(redPacketGrabs)
    .innerJoin(users, eq(users.id, redPacketGrabs.userId))
    .where(eq(redPacketGrabs.packetId, packet.id))
    .orderBy(asc(redPacketGrabs.id));
  // 手气最佳 is only known once every share is out; the first of equal amounts takes it.
  const top = packet.status === "finished" ? Math.max(...grabs.map((g) => g.amount)) : null;
  const bestIndex = top === null ? -1 : grabs.findIndex((g) => g.amount === top);
  return {
    packetId: packet.id,
    roomId: packet.roomId,
    senderId: packet.senderId,
    senderNickName: packet.senderNickName,
    senderPortrait: packet.senderPortrait,
    total: packet.total,
    count: packet.count,
    remainingCount: packet.remainingCount,
    status: packet.status,
    expiresAt: packet.expiresAt.toISOString(),
    time: packet.createdAt.toISOString(),
    grabs: grabs.map(({ createdAt, ...g }, i) => ({
      ...g,
      time: createdAt.toISOString(),
      best: i === bestIndex,
    })),
    mine: grabs.find((g) => g.userId === viewerId)?.amount ?? null,
  };
}

/** Who grabbed what; `mine` for the signed-in viewer. */
export async function packetInfo(db: Db, packetId: number, viewerId: number | null) {
  return withGrabs(db, await findPacket(db, packetId), viewerId);
}

/** Packets still open in a room, newest first, so a viewer who arrives late can grab them. */
export async function roomPackets(db: Db, roomId: number, viewerId: number | null, now: number) {
  await findRoomTarget(db, roomId);
  const open = await db
    .select(packetColumns)
    .from(redPackets)
    .innerJoin(users, eq(users.id, redPackets.senderId))
    .where(
      and(
        eq(redPackets.roomId, roomId),
        eq(redPackets.status, "open"),
        gt(redPackets.expiresAt, new Date(now)),
      ),
    )
    .orderBy(desc(redPackets.id))
    .limit(20);
  return Promise.all(open.map((p) => withGrabs(db, p, viewerId)));
}
