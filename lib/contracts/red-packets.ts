import { z } from "zod";
import { idInput, intInput } from "./fields";
import { roomIdInput as roomId } from "./room-money";
import { RED_PACKET_MAX_COUNT, RED_PACKET_MAX_TOTAL } from "@/lib/codes/room-money-limits";

export { RED_PACKET_MAX_COUNT, RED_PACKET_MAX_TOTAL } from "@/lib/codes/room-money-limits";

export const redPacketStatus = z.enum(["open", "finished", "expired"]);
export type RedPacketStatus = z.infer<typeof redPacketStatus>;

export const sendRedPacketBody = z
  .object({
    roomId,
    total: intInput(z.number().min(1, "红包金额至少1钻石").max(RED_PACKET_MAX_TOTAL, "单个红包金额过大")),
    count: intInput(
      z.number().min(1, "红包个数至少为1").max(RED_PACKET_MAX_COUNT, `红包个数最多${RED_PACKET_MAX_COUNT}`),
    ),
  })
  .refine((b) => b.total >= b.count, { message: "每个红包至少1钻石", path: ["total"] });

export const packetIdInput = z.object({ packetId: idInput("红包编号不正确") });

export const redPacketGrab = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  amount: z.number().int(),
  time: z.string(),
  best: z.boolean().describe("手气最佳 once the packet is finished"),
});

export const redPacketInfo = z.object({
  packetId: z.number().int(),
  roomId: z.number().int(),
  senderId: z.number().int(),
  senderNickName: z.string(),
  senderPortrait: z.string(),
  total: z.number().int(),
  count: z.number().int(),
  remainingCount: z.number().int(),
  status: redPacketStatus,
  expiresAt: z.string(),
  time: z.string(),
  grabs: z.array(redPacketGrab).describe("in grab order"),
  mine: z.number().int().nullable().describe("what the signed-in user grabbed, null if nothing"),
});
export type RedPacketInfo = z.infer<typeof redPacketInfo>;

export const sentRedPacket = z.object({
  packetId: z.number().int(),
  balance: z.number().int(),
  expiresAt: z.string(),
});
export const grabbedRedPacket = z.object({
  packetId: z.number().int(),
  amount: z.number().int(),
  balance: z.number().int(),
});
export const roomPacketsQuery = z.object({ roomId });
