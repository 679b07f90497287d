import { z } from "zod";
import { AuditStatus } from "@/lib/codes/audit-status";
import { idInput, intInput, pageOf, pageQuery, plainText } from "./fields";
import { matchRow } from "./match-list";
import { roomCard } from "./rooms";
import { sportIdInput } from "./schedule";

/** The anchor side of the live-room family: applying, the room's settings, schedule, space. */

/** `/api/audit/info` and `submit`: applying to be an anchor (requires real-name). */
export { AuditStatus };
export const auditSubmitBody = z.object({
  navId: idInput("请选择直播分类"),
  roomTitle: plainText(30).pipe(z.string().min(2, "直播间标题至少2个字")),
  intro: plainText(300).pipe(z.string().min(10, "个人介绍至少10个字")),
  experience: plainText(300).default(""),
  contact: plainText(40).default(""),
});
export const auditInfo = z.object({
  status: z.number().int().describe("-1 never applied, 0 审核中, 1 已通过, 2 未通过"),
  realNameDone: z.boolean().describe("the applicant passed real-name verification"),
  application: auditSubmitBody
    .extend({
      id: z.number().int(),
      rejectReason: z.string(),
      createdAt: z.string(),
      reviewedAt: z.string().nullable(),
    })
    .nullable(),
});
export type AuditInfo = z.infer<typeof auditInfo>;

/** `/api/room/settings` (GET for the anchor's own room, POST to save) and `/api/room/up` (JSON). */
const roomFields = {
  title: plainText(30).pipe(z.string().min(2, "直播间标题至少2个字")),
  navId: idInput("请选择直播分类"),
  cover: z.string().max(300, "封面地址过长"),
  notice: plainText(200),
  matchId: intInput(z.number().min(0, "比赛编号不正确").max(2_147_483_647, "比赛编号不正确")),
};
export const roomSettingsBody = z.object({
  ...roomFields,
  cover: roomFields.cover.default(""),
  notice: roomFields.notice.default(""),
  matchId: intInput(z.number().min(0, "比赛编号不正确").max(2_147_483_647, "比赛编号不正确"), 0).describe(
    "bound match; 0 none",
  ),
});
export const roomSettings = roomSettingsBody.extend({
  roomId: z.number().int(),
  onAir: z.number().int().describe("1 上播 (may publish), 0 下播"),
  liveStatus: z.number().int(),
  match: matchRow.nullable(),
});
export type RoomSettings = z.infer<typeof roomSettings>;
/** Fields left out stay as they are (no defaults here, unlike the settings form). */
export const roomUpBody = z
  .object(roomFields)
  .partial()
  .extend({ roomId: idInput("直播间编号不正确") });

/** `/api/anchor/schedule/add|remove` and `/api/match/list?anchorId`: matches the anchor will call. */
export const scheduleChangeBody = z.object({ matchId: idInput("比赛编号不正确") });

/** `/api/match/reserve` (JSON) and `/api/match/reserveMatchByUser`. */
export const reserveBody = z.object({
  matchId: idInput("比赛编号不正确"),
  matchType: sportIdInput.describe("1 足球, 2 篮球"),
  operateType: intInput(
    z.number().refine((v) => v === 0 || v === 1, "operateType 只能是1（预约）或0（取消）"),
    1,
  ),
});
export const reserveData = z.object({ matchId: z.number().int(), reserved: z.boolean() });
export const reservedMatch = matchRow.extend({
  reservedAt: z.string(),
  rooms: z.array(roomCard).describe("rooms that will commentate it"),
});
export const reservedMatches = z.array(reservedMatch);

/** `/api/dynamic/add|remove|list`: an anchor's posts (主播动态). */
export const dynamicBody = z.object({
  content: plainText(500).pipe(z.string().min(1, "请输入动态内容")),
  images: z.array(z.string().max(300)).max(9, "最多9张图片").default([]),
});
export const dynamicRemoveBody = z.object({ id: idInput("动态编号不正确") });
export const dynamicListQuery = pageQuery.extend({ anchorId: idInput("主播编号不正确") });
export const dynamicItem = z.object({
  id: z.number().int(),
  anchorId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  likeCount: z.number().int(),
  createdAt: z.string(),
});
export type DynamicItem = z.infer<typeof dynamicItem>;
export const dynamicPage = pageOf(dynamicItem);
