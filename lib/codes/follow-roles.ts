/** The tabs of /v/attention: who the user follows, by role (an anchor who is also an expert is an anchor). */
export const FollowRole = { Anchor: 1, Expert: 2, User: 3 } as const;
export type FollowRoleCode = (typeof FollowRole)[keyof typeof FollowRole];
export const FOLLOW_ROLE_LABELS: Record<FollowRoleCode, string> = { 1: "主播", 2: "专家", 3: "用户" };
export const isFollowRole = (v: number): v is FollowRoleCode => v === 1 || v === 2 || v === 3;
