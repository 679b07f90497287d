import { CommunityErrorCode as Code } from "@/lib/codes/community";
import { BizError, forbidden, notFoundError } from "../../errors/biz-error";

/** Failures of circles, posts, comments and feedback. */
export const communityErrors = {
  circleNotFound: () => notFoundError("圈子不存在"),
  postNotFound: () => notFoundError("帖子不存在"),
  commentNotFound: () => notFoundError("评论不存在"),
  alreadyJoined: () => new BizError(Code.AlreadyJoined, "您已加入该圈子"),
  notJoined: () => new BizError(Code.NotJoined, "您尚未加入该圈子"),
  shieldSelf: () => new BizError(Code.ShieldSelf, "不能屏蔽自己的帖子"),
  reportSelf: () => new BizError(Code.ReportSelf, "不能举报自己的帖子"),
  alreadyReported: () => new BizError(Code.AlreadyReported, "您已举报过该帖子，请等待处理"),
  commentOnOtherPost: () => new BizError(Code.ReplyTooDeep, "评论不属于该帖子"),
  notOwnPost: () => forbidden("只能删除自己的帖子"),
};
