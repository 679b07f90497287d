import { BizError } from "../../errors/biz-error";

/** Business codes of room chat and moderation (200xx), HTTP 200 as DESIGN §3 asks. */
export const ChatCode = {
  Muted: 20001,
  TooFast: 20002,
  Repeated: 20003,
  TooLong: 20004,
  Empty: 20005,
  BarrageLocked: 20006,
  AlreadyManager: 20011,
  TooManyManagers: 20012,
  SelfTarget: 20013,
} as const;

export const chatErrors = {
  /** `until` is already formatted: HH:mm today, MM-DD HH:mm on a later day. */
  muted: (until: string) => new BizError(ChatCode.Muted, `您已被禁言，解除时间：${until}`),
  tooFast: () => new BizError(ChatCode.TooFast, "发言太快了，请稍后再试"),
  repeated: () => new BizError(ChatCode.Repeated, "请勿重复发言"),
  tooLong: (max: number) => new BizError(ChatCode.TooLong, `发言内容不能超过${max}字`),
  empty: () => new BizError(ChatCode.Empty, "发言内容不能为空"),
  barrageLocked: (level: number) =>
    new BizError(ChatCode.BarrageLocked, `该弹幕样式需要达到LV${level}才能使用`),
  barrageUnknown: () => new BizError(404, "弹幕样式不存在", 404),
  roomNotFound: () => new BizError(404, "直播间不存在", 404),
  matchNotFound: () => new BizError(404, "比赛不存在", 404),
  badToken: () => new BizError(401, "聊天凭证无效或已过期，请重新进入聊天室", 401),
};

export const moderationErrors = {
  cannotMute: () => new BizError(403, "只有主播和房管可以禁言", 403),
  cannotMuteAnchor: () => new BizError(403, "不能禁言主播", 403),
  cannotMuteManager: () => new BizError(403, "只有主播可以禁言房管", 403),
  cannotSeeList: () => new BizError(403, "只有主播和房管可以查看", 403),
  onlyAnchorAppoints: () => new BizError(403, "只有主播可以设置房管", 403),
  selfTarget: () => new BizError(ChatCode.SelfTarget, "不能对自己执行此操作"),
  alreadyManager: () => new BizError(ChatCode.AlreadyManager, "该用户已是房管"),
  tooManyManagers: (max: number) => new BizError(ChatCode.TooManyManagers, `房管最多设置${max}位`),
  userNotFound: () => new BizError(404, "用户不存在", 404),
  forbidNotFound: () => new BizError(404, "禁言记录不存在", 404),
  managerNotFound: () => new BizError(404, "房管记录不存在", 404),
  noRoom: () => new BizError(400, "请指定直播间（roomId）", 400),
};
