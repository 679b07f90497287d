import { AnchorErrorCode as Code } from "@/lib/codes/anchor-errors";
import { BizError, forbidden, notFoundError } from "../../errors/biz-error";

/** Failures of the anchor side (applying, the room's settings, schedule, reservations, posts). */
export const anchorErrors = {
  realNameRequired: () => new BizError(Code.RealNameRequired, "请先完成实名认证"),
  alreadyAnchor: () => new BizError(Code.AlreadyAnchor, "您已经是主播"),
  auditPending: () => new BizError(Code.AuditPending, "您的申请正在审核中"),
  auditNotFound: () => notFoundError("申请不存在"),
  auditNotPending: () => new BizError(Code.AuditNotPending, "该申请已审核过"),
  navNotFound: () => notFoundError("直播分类不存在"),
  /** Same answer as /api/room/push-info for someone who is not an approved anchor. */
  notAnchor: (what = "设置直播间") => new BizError(403, `仅主播可${what}`, 403),
  noRoom: () => notFoundError("您还没有直播间"),
  roomNotFound: () => notFoundError("直播间不存在"),
  notOwnRoom: () => forbidden("只能操作自己的直播间"),
  imageRefused: () => new BizError(Code.ImageRefused, "只能使用自己上传的图片"),
  matchNotFound: () => notFoundError("比赛不存在"),
  matchNotBindable: () => new BizError(Code.MatchNotBindable, "比赛已结束超过3小时，无法绑定"),
  scheduleFull: (max: number) => new BizError(Code.ScheduleFull, `赛程最多添加${max}场未开赛的比赛`),
  scheduleStarted: () => new BizError(Code.MatchStarted, "比赛已开始，无法加入赛程"),
  reserveStarted: () => new BizError(Code.MatchStarted, "比赛已开始，无法预约"),
  calledOff: () => new BizError(Code.MatchCalledOff, "比赛已延期或取消"),
  anchorNotFound: () => notFoundError("主播不存在"),
  dynamicNotFound: () => notFoundError("动态不存在"),
  notOwnDynamic: () => forbidden("只能删除自己的动态"),
  otherUsersReservations: () => forbidden("只能查看自己的预约"),
};
