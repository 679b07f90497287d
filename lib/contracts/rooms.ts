import { z } from "zod";
import { REPORT_REASONS } from "@/lib/codes/reports";
import { ROOM_PAGE_SIZE } from "@/lib/constants";
import { idInput, intInput, pageOf, pageQuery, plainText } from "./fields";
import { matchRow } from "./match-list";
import { roomPlay } from "./stream";
import { isCalendarDate } from "@/lib/beijing-time";

/** The live-room family of SPEC §7: navigation, room lists, one room, banners, ranks, reports. */

export const roomIdQuery = z.object({ roomId: idInput("直播间编号不正确") });

/** `/api/nav/list`: the room categories (足球, 篮球, 综合…) with how many rooms are live in each. */
export const liveNav = z.object({
  navId: z.number().int(),
  name: z.string(),
  liveCount: z.number().int(),
});
export const liveNavList = z.array(liveNav);

/** A room as lists show it (directory, category pages, hot rooms, follows, search). */
export const roomCard = z.object({
  roomId: z.number().int(),
  title: z.string(),
  cover: z.string().describe("image url; empty when the page draws its own"),
  navId: z.number().int(),
  navName: z.string(),
  anchorId: z.number().int(),
  nickName: z.string().describe("anchor nickname"),
  portrait: z.string(),
  level: z.number().int(),
  liveStatus: z.number().int().describe("0 offline, 1 live"),
  heat: z.number().int().describe("热度 shown on the card"),
  online: z.number().int().describe("在线 when 热度 was last worked out; 0 when offline"),
  thumb: z
    .string()
    .describe("a recent frame of the live stream (media server, refreshed every ~45 s); empty when offline"),
  match: matchRow.nullable().describe("the bound match with its live score, when any"),
});
export type RoomCard = z.infer<typeof roomCard>;

export const roomPageQuery = pageQuery.extend({
  roomType: intInput(z.number().min(0, "房间类型不正确").max(2, "房间类型不正确"), 0),
  navId: intInput(z.number().min(0, "分类不正确").max(1000, "分类不正确"), 0).describe("0 all categories"),
  roomId: intInput(z.number().min(0).max(2_147_483_647), 0).describe(
    "leave this room out (the room being watched)",
  ),
  word: plainText(40).optional().describe("title or anchor nickname contains"),
  pageSize: intInput(z.number().min(1, "每页至少1条").max(100, "每页最多100条"), ROOM_PAGE_SIZE),
});
export const roomPage = pageOf(roomCard);

export const hotRoomQuery = z.object({
  size: intInput(z.number().min(1, "至少1个").max(50, "最多50个"), 8),
});

/** `/api/room/detail`: everything the room page renders on the server. */
export const roomDetail = roomCard.extend({
  notice: z.string().describe("公告 shown under the player"),
  anchor: z.object({
    id: z.number().int(),
    nickName: z.string(),
    portrait: z.string(),
    level: z.number().int(),
    signature: z.string(),
    fansCount: z.number().int(),
  }),
  play: roomPlay,
  liveSince: z.string().nullable().describe("ISO time the current broadcast started"),
  schedule: z.array(matchRow).describe("the anchor's next matches (主播赛程), for the offline state"),
});
export type RoomDetail = z.infer<typeof roomDetail>;

/** `/api/room/info`: what changes per viewer or per second; the client polls or refetches it. */
export const roomInfo = roomPlay.extend({
  roomId: z.number().int(),
  heat: z.number().int(),
  online: z.number().int().describe("viewers connected to the room's stream now"),
  followed: z.boolean().describe("the caller follows the anchor (false for a visitor)"),
  role: z.number().int().describe("RoomRole: 0 visitor, 1 viewer, 2 manager, 3 anchor"),
  mutedUntil: z.string().nullable().describe("ISO time the caller's mute ends; null when not muted"),
});
export type RoomInfo = z.infer<typeof roomInfo>;

export const bannerQuery = z.object({
  position: intInput(z.number().min(1, "位置不正确").max(2, "位置不正确"), 1).describe("1 home, 2 live"),
});
export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  jumpType: z.number().int().describe("1 internal page in a new window, otherwise the outer url"),
  innerId: z.number().int().nullable().describe("SPEC §2 jump helper id"),
  targetId: z.number().int().nullable(),
  url: z.string(),
});
export type Banner = z.infer<typeof banner>;
export const bannerList = z.array(banner);

/** `/api/history/list`: a room's broadcasts (开播记录) between two dates. */
const chinaDate = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => isCalendarDate(v), message);
/** Dates are China calendar days, both ends included; absent ends leave the range open. */
export const historyQuery = pageQuery
  .extend({
    roomId: idInput("直播间编号不正确"),
    startDate: chinaDate("开始日期格式应为YYYY-MM-DD").optional(),
    endDate: chinaDate("结束日期格式应为YYYY-MM-DD").optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: "开始日期不能晚于结束日期",
    path: ["startDate"],
  });
export const liveSession = z.object({
  id: z.number().int(),
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationSec: z.number().int(),
  peakHeat: z.number().int(),
  match: matchRow.nullable(),
});
export type LiveSession = z.infer<typeof liveSession>;
export const historyPage = pageOf(liveSession);

/** `/api/rank/anchor`: anchors by gift income; rankType 1 日榜, 2 周榜, 3 月榜, 4 总榜. */
export const anchorRankQuery = z.object({
  rankType: intInput(z.number().min(1, "榜单类型不正确").max(4, "榜单类型不正确"), 1),
  size: intInput(z.number().min(1).max(100, "最多100名"), 20),
});
export const anchorRankEntry = z.object({
  rank: z.number().int(),
  anchorId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  roomId: z.number().int(),
  liveStatus: z.number().int(),
  score: z.number().int().describe("diamonds of gifts received in the range"),
});
export type AnchorRankEntry = z.infer<typeof anchorRankEntry>;
export const anchorRankData = z.array(anchorRankEntry);

export const reportBody = z.object({
  roomId: idInput("直播间编号不正确"),
  reason: intInput(
    z.number({ error: "请选择举报类型" }).refine((v) => Object.hasOwn(REPORT_REASONS, v), "请选择举报类型"),
  ),
  content: plainText(200).default(""),
  images: z.array(z.string().max(300)).max(3, "最多上传3张图片").default([]),
});
export const reportAdded = z.object({ id: z.number().int() });
export const reportItem = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  roomTitle: z.string(),
  anchorNickName: z.string(),
  reason: z.number().int(),
  content: z.string(),
  status: z.number().int().describe("0 处理中, 1 已处理, 2 已驳回"),
  createdAt: z.string(),
});
export type ReportItem = z.infer<typeof reportItem>;
export const reportPage = pageOf(reportItem);

/** `/api/personal/info`: a person's public page (/personal/{id}). */
export const personalQuery = z.object({ userId: idInput("用户编号不正确") });
export const personalInfo = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  signature: z.string(),
  isAnchor: z.number().int(),
  fansCount: z.number().int(),
  followCount: z.number().int(),
  followed: z.boolean().describe("the caller follows this person"),
  room: roomCard.nullable().describe("the anchor's room; null for a normal user"),
});
export type PersonalInfo = z.infer<typeof personalInfo>;
