import { z } from "zod";
import { AttentionType, isAttentionType } from "@/lib/codes/attention-types";
import { FOLLOW_PAGE_SIZE } from "@/lib/constants";
import { idInput, intInput, pageOf } from "./fields";
import { matchRow } from "./match-list";
import { roomCard } from "./rooms";
import { sportIdInput } from "./schedule";

/** `/api/attention/*`: what a signed-in user follows: matches (type 1) and anchors (type 2). */
const attentionTypeInput = intInput(
  z.number().refine(isAttentionType, "暂不支持该关注类型"),
  AttentionType.Match,
);

export const operAttentionQuery = z
  .object({
    type: attentionTypeInput.describe("1 比赛, 2 主播"),
    targetId: idInput("关注对象编号不正确").describe("比赛编号（type 1）或主播的用户编号（type 2）"),
    matchType: sportIdInput.optional().describe("1 足球, 2 篮球; required for type 1 only"),
    operateType: intInput(
      z.number().refine((v) => v === 0 || v === 1, "operateType 只能是1（关注）或0（取消关注）"),
    ),
  })
  .refine((q) => q.type !== AttentionType.Match || q.matchType !== undefined, {
    message: "请选择比赛类型：1（足球）或2（篮球）",
    path: ["matchType"],
  });

export const operAttentionData = z.object({
  targetId: z.number().int(),
  followed: z.boolean().describe("state after the call (following twice is still one follow)"),
});

export const attentionMatchQuery = z.object({
  matchType: sportIdInput.optional().describe("1 足球, 2 篮球; both when absent"),
});

export const followedMatch = matchRow.extend({ followedAt: z.string() });
export type FollowedMatch = z.infer<typeof followedMatch>;

export const pageAttentionQuery = z.object({
  attentionType: attentionTypeInput.describe("1 比赛, 2 主播（其直播间，开播的在前）"),
  page: intInput(z.number().min(1, "页码从1开始").max(10_000, "页码过大"), 1),
  pageSize: intInput(z.number().min(1, "每页至少1条").max(100, "每页最多100条"), FOLLOW_PAGE_SIZE),
});

export const pageAttentionData = pageOf(followedMatch);
/** attentionType 2: the followed anchors' rooms, live first, then by heat. */
export const pageAttentionRoomData = pageOf(roomCard);
