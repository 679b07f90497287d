import { roomChannels, type RedPacketEvent } from "@/lib/contracts/room-stream";
import { RoomEventType } from "@/lib/codes/room-events";
import { publishAfterCommit, type MoneyDeps } from "../wallet/money-deps";

type PacketSummary = {
  id: number;
  roomId: number;
  senderId: number;
  senderNickName: string;
  total: number;
  count: number;
  remainingCount: number;
  expiresAt: Date;
};

type Extra = { userId?: number; nickName?: string; amount?: number };

/** Publishes a `redPacket` event (sent, grabbed or expired) on the packet's room channel. */
export function publishPacketEvent(
  deps: MoneyDeps,
  kind: RedPacketEvent["kind"],
  p: PacketSummary,
  extra: Extra = {},
) {
  const event: RedPacketEvent = {
    kind,
    packetId: p.id,
    roomId: p.roomId,
    senderId: p.senderId,
    senderNickName: p.senderNickName,
    total: p.total,
    count: p.count,
    remainingCount: p.remainingCount,
    ...extra,
    expiresAt: p.expiresAt.toISOString(),
    at: new Date(deps.now()).toISOString(),
  };
  return publishAfterCommit(deps, roomChannels.room(p.roomId), RoomEventType.RedPacket, event);
}
