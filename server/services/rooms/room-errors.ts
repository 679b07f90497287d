import { BizError, notFoundError } from "../../errors/biz-error";

/** Business codes of the live-room family (411xx), HTTP 200 as DESIGN §3 asks. */
export const RoomCode = {
  ReportedRecently: 41101,
  OwnRoomReport: 41102,
  ReportImage: 41103,
  SelfFollow: 41111,
} as const;

export const roomErrors = {
  roomNotFound: () => notFoundError("直播间不存在"),
  anchorNotFound: () => notFoundError("主播不存在"),
  userNotFound: () => notFoundError("用户不存在"),
  reportedRecently: () => new BizError(RoomCode.ReportedRecently, "您已举报过该直播间，请稍后再试"),
  ownRoomReport: () => new BizError(RoomCode.OwnRoomReport, "不能举报自己的直播间"),
  reportImage: () => new BizError(RoomCode.ReportImage, "截图只能使用您自己上传的图片"),
  selfFollow: () => new BizError(RoomCode.SelfFollow, "不能关注自己"),
};
