import { ExpertErrorCode as E } from "@/lib/codes/expert-errors";
import { BizError } from "../../errors/biz-error";

/** Business failures of experts and plans (HTTP 200, codes in lib/codes/expert-errors.ts). */
export const planErrors = {
  notExpert: () => new BizError(E.NotExpert, "仅认证专家可以发布推荐"),
  notFound: () => new BizError(E.PlanNotFound, "方案不存在"),
  kickedOff: () => new BizError(E.KickedOff, "比赛已开始，方案已停止销售"),
  publishClosed: () => new BizError(E.KickedOff, "比赛已开始，不能再发布方案"),
  alreadyBought: () => new BizError(E.AlreadyBought, "您已购买过该方案"),
  ownPlan: () => new BizError(E.OwnPlan, "不能购买自己的方案"),
  matchNotOpen: () => new BizError(E.MatchNotOpen, "该比赛暂不支持发布方案"),
  oddsUnavailable: () => new BizError(E.OddsUnavailable, "该玩法暂无赔率，请选择其他比赛或玩法"),
  applicationPending: () => new BizError(E.ApplicationPending, "您的专家申请正在审核中"),
  alreadyExpert: () => new BizError(E.AlreadyExpert, "您已是认证专家"),
  expertNotFound: () => new BizError(E.ExpertNotFound, "专家不存在"),
};
