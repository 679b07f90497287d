/** Community sections (/community/{id}): which circles and which feed the page opens on. */
export const CommunitySection = { All: 1, Football: 2, Basketball: 3 } as const;
export type CommunitySectionId = (typeof CommunitySection)[keyof typeof CommunitySection];
export const COMMUNITY_SECTIONS: readonly CommunitySectionId[] = [1, 2, 3];

/** What a user can shield for themself (/inform/post/shield). */
export const ShieldType = { Post: 1, Author: 2 } as const;

/** Feed orders: 热门 and 最新. */
export const POST_SORTS = ["hot", "new"] as const;
export type PostSort = (typeof POST_SORTS)[number];

export const POST_TITLE_MAX = 40;
export const POST_CONTENT_MAX = 2000;
export const POST_IMAGES_MAX = 9;
export const COMMENT_MAX = 300;
export const FEEDBACK_MAX = 500;

/** Why a post is reported (举报). */
export const REPORT_REASONS = {
  1: "垃圾广告",
  2: "色情低俗",
  3: "人身攻击",
  4: "虚假信息",
  5: "其他",
} as const;
/** Kinds of feedback (意见反馈). */
export const FEEDBACK_TYPES = { 1: "功能建议", 2: "内容问题", 3: "页面报错", 4: "其他" } as const;

/** Answer codes of the community endpoints (230xx). */
export const CommunityErrorCode = {
  ImageRefused: 23001,
  AlreadyJoined: 23002,
  NotJoined: 23003,
  ShieldSelf: 23004,
  AlreadyReported: 23005,
  ReportSelf: 23006,
  ReplyTooDeep: 23007,
} as const;
