import { BizError, notFoundError } from "../../errors/biz-error";

/** Red-packet failures, codes 304xx. */
export const redPacketErrors = {
  notFound: () => notFoundError("红包不存在"),
  grabbedAlready: () => new BizError(30401, "您已经抢过这个红包了"),
  expired: () => new BizError(30402, "红包已过期"),
  empty: () => new BizError(30403, "手慢了，红包已被抢完"),
};
