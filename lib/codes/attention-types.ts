/**
 * What `/api/attention/*` follows (`type` / `attentionType`). Only matches are stored so far;
 * anchors and rooms get their own codes when they move onto these calls.
 */
export const AttentionType = {
  Match: 1,
} as const;

export type AttentionTypeCode = (typeof AttentionType)[keyof typeof AttentionType];

export const ATTENTION_TYPE_LABELS: Record<AttentionTypeCode, string> = { 1: "比赛" };

export function isAttentionType(code: number): code is AttentionTypeCode {
  return Object.hasOwn(ATTENTION_TYPE_LABELS, code);
}

/** operateType of operAttention. */
export const AttentionOperation = { Unfollow: 0, Follow: 1 } as const;
