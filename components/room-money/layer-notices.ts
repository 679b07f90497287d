import type { HornEvent, RedPacketEvent } from "@/lib/contracts/room-stream";
import type { Timed } from "./timed-lanes";

export const NOTICE_MS = 6_000;

/** An announcement over the video: a red packet sent in this room, or a horn from any room. */
export type LayerNotice = Timed &
  (
    | { kind: "redPacket"; nickName: string; total: number }
    | { kind: "horn"; nickName: string; content: string }
  );

export const redPacketNotice = (e: RedPacketEvent): LayerNotice => ({
  key: `packet-${e.packetId}`,
  ms: NOTICE_MS,
  until: 0,
  kind: "redPacket",
  nickName: e.senderNickName,
  total: e.total,
});

export const hornNotice = (e: HornEvent): LayerNotice => ({
  key: `horn-${e.hornId}`,
  ms: NOTICE_MS,
  until: 0,
  kind: "horn",
  nickName: e.nickName,
  content: e.content,
});
