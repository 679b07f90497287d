import { BizError, notFoundError } from "../../errors/biz-error";

/** Gift failures, codes 301xx. */
export const giftErrors = {
  roomNotFound: () => notFoundError("直播间不存在"),
  giftNotFound: () => notFoundError("礼物不存在或已下架"),
  anchorNotFound: () => notFoundError("主播不存在"),
  selfGift: () => new BizError(30101, "不能给自己送礼物"),
};
