/**
 * What `/api/attention/*` follows (`type` / `attentionType`): matches (match_follows) and anchors
 * (the user-to-user `follows` table; following an anchor is following their room).
 */
export const AttentionType = {
  Match: 1,
  Anchor: 2,
} as const;

export type AttentionTypeCode = (typeof AttentionType)[keyof typeof AttentionType];

export const ATTENTION_TYPE_LABELS: Record<AttentionTypeCode, string> = { 1: "比赛", 2: "主播" };

export function isAttentionType(code: number): code is AttentionTypeCode {
  return Object.hasOwn(ATTENTION_TYPE_LABELS, code);
}

/** operateType of operAttention. */
export const AttentionOperation = { Unfollow: 0, Follow: 1 } as const;
