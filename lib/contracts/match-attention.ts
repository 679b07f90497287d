import { z } from "zod";
import { AttentionType, isAttentionType } from "@/lib/codes/attention-types";
import { FOLLOW_PAGE_SIZE } from "@/lib/constants";
import { idInput, intInput, pageOf } from "./fields";
import { matchRow } from "./match-list";
import { sportIdInput } from "./schedule";

/** `/api/attention/*`: what a signed-in user follows. Only matches (type 1) for now. */
const attentionTypeInput = intInput(
  z.number().refine(isAttentionType, "暂不支持该关注类型"),
  AttentionType.Match,
);

export const operAttentionQuery = z.object({
  type: attentionTypeInput.describe("1 比赛"),
  targetId: idInput("关注对象编号不正确").describe("比赛编号"),
  matchType: sportIdInput.describe("1 足球, 2 篮球"),
  operateType: intInput(
    z.number().refine((v) => v === 0 || v === 1, "operateType 只能是1（关注）或0（取消关注）"),
  ),
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
  attentionType: attentionTypeInput.describe("1 比赛"),
  page: intInput(z.number().min(1, "页码从1开始").max(10_000, "页码过大"), 1),
  pageSize: intInput(z.number().min(1, "每页至少1条").max(100, "每页最多100条"), FOLLOW_PAGE_SIZE),
});

export const pageAttentionData = pageOf(followedMatch);
