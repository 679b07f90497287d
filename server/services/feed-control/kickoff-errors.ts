import { DevFeedErrorCode as Code } from "@/lib/codes/dev-feed-errors";
import { BizError, notFoundError } from "../../errors/biz-error";

/** Failures of the feed's kick-off helper. */
export const kickoffErrors = {
  matchNotFound: () => notFoundError("比赛不存在"),
  matchStarted: () => new BizError(Code.MatchStarted, "比赛已开始，不能再提前开赛"),
  noUpcomingMatch: () => new BizError(Code.NoUpcomingMatch, "没有未开赛的比赛"),
  noDemoRoomOnAir: () => new BizError(Code.NoDemoRoomOnAir, "没有正在直播的演示房间"),
};
