import { BizError } from "../../errors/biz-error";

/** Horn failures, codes 303xx. */
export const hornErrors = {
  empty: () => new BizError(30301, "喇叭内容不能为空"),
  muted: (until: string) => new BizError(30302, `您已被本直播间禁言，不能在此发送喇叭，解除时间：${until}`),
};
