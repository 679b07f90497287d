import { z } from "zod";
import { DEFAULT_MUTE_MINUTES, MAX_MUTE_MINUTES } from "@/lib/codes/moderation-limits";
import { idInput, intInput, pageOf, pageQuery } from "./fields";

const roomId = idInput("直播间编号不正确");
const nickName = z.string().trim().min(1, "请输入昵称").max(32, "昵称过长");

export const forbidAddQuery = z.object({
  nickName,
  roomId,
  duration: intInput(
    z.number().min(1, "禁言时长至少1分钟").max(MAX_MUTE_MINUTES, "禁言时长最多30天"),
    DEFAULT_MUTE_MINUTES,
  ).describe("minutes, default 1440 (24 h)"),
});

export const forbidListQuery = pageQuery.extend({
  roomId: roomId.optional().describe("default: the signed-in anchor's own room"),
  nickName: z.string().trim().max(32, "昵称过长").optional().describe("filter: part of the nickname"),
});

export const recordIdQuery = z.object({ id: idInput("记录编号不正确") });

export const forbidRecord = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  until: z.string().describe("ISO"),
  operatorNickName: z.string(),
  createdAt: z.string(),
});
export type ForbidRecord = z.infer<typeof forbidRecord>;
export const forbidPage = pageOf(forbidRecord);

export const managerAddQuery = z.object({ nickName, roomId });
export const managerListQuery = z.object({
  roomId: roomId.optional().describe("default: the signed-in anchor's own room"),
});

export const managerRecord = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  createdAt: z.string(),
});
export type ManagerRecord = z.infer<typeof managerRecord>;
