import { BizError } from "../../errors/biz-error";

/** Horn failures, codes 303xx. */
export const hornErrors = {
  empty: () => new BizError(30301, "喇叭内容不能为空"),
};
