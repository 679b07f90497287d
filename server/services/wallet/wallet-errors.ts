import { BizError } from "../../errors/biz-error";
import type { Currency } from "./ledger";

/** Money failures, codes 300xx; HTTP 200 as DESIGN §3 asks. */
export const walletErrors = {
  insufficient: (currency: Currency) =>
    currency === "balance"
      ? new BizError(30001, "钻石余额不足，请先充值")
      : currency === "ticket"
        ? new BizError(30002, "球票余额不足")
        : new BizError(30003, "可用收益不足"),
};
