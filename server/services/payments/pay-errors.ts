import { PAY_PASSWORD_LOCK_MINUTES, WITHDRAW_MIN_DIAMONDS } from "@/lib/codes/pay-settings";
import { BizError, forbidden, notFoundError } from "../../errors/biz-error";

/** Recharge, card, pay-password and withdrawal failures, codes 305xx; HTTP 200 as DESIGN §3 asks. */
export const payErrors = {
  orderNotFound: () => notFoundError("订单不存在"),
  orderExpired: () => new BizError(30502, "订单已过期，请重新下单"),
  orderNotPayable: () => new BizError(30503, "订单已支付或已关闭"),
  sandboxOff: () => notFoundError("接口不存在"),
  badNotification: () => new BizError(400, "通知签名无效", 400),

  payPasswordNotSet: () => new BizError(30511, "请先设置支付密码"),
  payPasswordWrong: (left: number) => new BizError(30512, `支付密码错误，还可尝试${left}次`),
  payPasswordLocked: () =>
    new BizError(
      30513,
      `支付密码错误次数过多，已锁定${PAY_PASSWORD_LOCK_MINUTES}分钟，可通过忘记支付密码重置`,
    ),
  payPasswordSame: () => new BizError(30514, "新支付密码不能与原支付密码相同"),
  payPasswordFormat: () => new BizError(400, "支付密码须为6位数字", 400),
  oldPayPasswordNeeded: () => new BizError(400, "请输入原支付密码（oldPassword）", 400),

  cardNumberWrong: () => new BizError(30521, "银行卡号有误，请核对后重新输入"),
  cardBankUnknown: () => new BizError(30522, "暂不支持该银行的银行卡，请更换其他银行卡"),
  realNameNeeded: () => new BizError(30523, "请先完成实名认证再绑定银行卡"),
  holderMismatch: () => new BizError(30524, "持卡人姓名须与实名认证姓名一致"),
  cardAlreadyBound: () => new BizError(30525, "该银行卡已绑定"),
  tooManyCards: (max: number) => new BizError(30526, `最多可绑定${max}张银行卡`),
  cardNotFound: () => new BizError(30527, "银行卡不存在或已解绑"),
  othersCards: () => forbidden("只能查看自己的银行卡"),

  withdrawTooSmall: () => new BizError(30531, `单笔提现不能低于${WITHDRAW_MIN_DIAMONDS}钻石`),
  dailyLimit: (left: number) => new BizError(30532, `超出今日提现额度，今日还可提现${left}钻石`),
  withdrawalNotPending: () => new BizError(30533, "提现申请不存在或已处理"),
};
