/**
 * The two notice boxes of the account area: 系统通知 (/v/information, what the site tells you) and
 * 互动消息 (/v/message, what people sent you). Each kind belongs to one box.
 */
export const NoticeBox = { Information: 1, Message: 2 } as const;
export type NoticeBoxCode = (typeof NoticeBox)[keyof typeof NoticeBox];

export const NOTICE_KINDS = {
  audit: { box: NoticeBox.Information, label: "审核结果" },
  purchase: { box: NoticeBox.Information, label: "购买通知" },
  reserve: { box: NoticeBox.Information, label: "预约提醒" },
  withdraw: { box: NoticeBox.Information, label: "提现通知" },
  plan: { box: NoticeBox.Information, label: "方案结算" },
  announce: { box: NoticeBox.Information, label: "系统公告" },
  reply: { box: NoticeBox.Message, label: "回复" },
  like: { box: NoticeBox.Message, label: "点赞" },
  mention: { box: NoticeBox.Message, label: "@我" },
  private: { box: NoticeBox.Message, label: "私信" },
} as const;

export type NoticeKind = keyof typeof NOTICE_KINDS;

export function isNoticeKind(kind: string): kind is NoticeKind {
  return Object.hasOwn(NOTICE_KINDS, kind);
}

export function isNoticeBox(code: number): code is NoticeBoxCode {
  return code === NoticeBox.Information || code === NoticeBox.Message;
}

export const noticeKindLabel = (kind: string) => (isNoticeKind(kind) ? NOTICE_KINDS[kind].label : "");

/** The per-user SSE channel and its event (server publishes, the header badge listens). */
export const NOTICE_STREAM_EVENT = "notice";
export const noticeChannel = (userId: number) => `user:${userId}:notices`;

/** Notices kept readable per box page. */
export const NOTICE_PAGE_SIZE = 20;
