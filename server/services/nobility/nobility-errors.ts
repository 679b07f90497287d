import { BizError, notFoundError } from "../../errors/biz-error";

/** Nobility failures, codes 302xx. */
export const nobilityErrors = {
  levelNotFound: () => notFoundError("贵族等级不存在"),
  notOwned: () => new BizError(30201, "您还没有开通该贵族或已过期"),
};
