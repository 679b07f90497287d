import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  PAY_PASSWORD_MAX_TRIES,
  WITHDRAW_FEE_PERCENT,
  WITHDRAW_MIN_DIAMONDS,
} from "@/lib/codes/pay-settings";
import { TradeType } from "@/lib/codes/trade-types";
import {
  bankCardData,
  bindCardBody,
  cardIdParams,
  changePayPassBody,
  payAccountData,
  resetPayPassBody,
  toWalletBody,
  toWalletData,
  userIdParams,
  withdrawalData,
  withdrawBody,
  type BindCardInput,
  type ChangePayPassInput,
  type ResetPayPassInput,
  type WithdrawInput,
} from "@/lib/contracts/payments";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { bindCard, listCards, unbindCard } from "../services/payments/bank-cards";
import { payAccount } from "../services/payments/pay-account";
import { payErrors } from "../services/payments/pay-errors";
import { changePayPassword, resetPayPassword } from "../services/payments/pay-password";
import { incomeToWallet, requestWithdrawal } from "../services/payments/withdraw";

const tags = ["钱包"];
const withdrawalResult = z.object({ withdrawal: withdrawalData, income: z.number().int() });

const account = apiRoute("get", "/pay/account", {
  summary: "钱包概况（需登录）：钻石、球票、可提现收益、支付密码状态、今日已提现",
  tags,
  data: payAccountData,
});

const withdraw = apiRoute("post", "/pay/withdraw", {
  summary: `提现到已绑定的银行卡（需登录）：amount 为收益钻石（至少${WITHDRAW_MIN_DIAMONDS}），手续费${WITHDRAW_FEE_PERCENT}%；支付密码用 getDynamicKey 的 key/iv 加密；立即冻结（交易类型 ${TradeType.Withdrawal}），等待运营审核，驳回后退回（交易类型 ${TradeType.Refund}）`,
  tags,
  body: withdrawBody,
  data: withdrawalResult,
});

const toWallet = apiRoute("post", "/pay/withdraw/wallet", {
  summary: `收益转入钻石（需登录，交易类型 ${TradeType.WithdrawToWallet}）：1 收益钻石 = 1 钻石`,
  tags,
  body: toWalletBody,
  data: toWalletData,
});

const bind = apiRoute("post", "/pay/bind-card", {
  summary:
    "绑定银行卡（需登录、已实名）：卡号须通过 Luhn 校验，按卡 BIN 识别银行，持卡人须与实名一致；返回的卡号已打码",
  tags,
  body: bindCardBody,
  data: bankCardData,
});

const unbind = apiRoute("post", "/pay/unbind-card/{id}", {
  summary: "解绑本人的银行卡（需登录）",
  tags,
  params: cardIdParams,
  data: z.null(),
});

const cardList = apiRoute("get", "/pay/card-list/{id}", {
  summary: "银行卡列表（需登录）：id 为本人用户编号，他人的卡不可查看；卡号打码",
  tags,
  params: userIdParams,
  data: z.array(bankCardData),
});

const changePass = apiRoute("post", "/pay/change/pay-pass", {
  summary: `设置或修改支付密码（需登录）：6位数字，与登录密码一样用 key/iv 加密；已设置时须带原支付密码（oldPassword，与新密码同一组 key/iv），连续错误${PAY_PASSWORD_MAX_TRIES}次锁定30分钟`,
  tags,
  body: changePayPassBody,
  data: z.null(),
});

const resetPass = apiRoute("post", "/pay/reset/pay-pass", {
  summary:
    "找回支付密码（需登录）：先过点选验证码发送短信（/inform/send/sms type 5，发到本人手机），再以验证码设置新支付密码并解除锁定",
  tags,
  body: resetPayPassBody,
  data: z.null(),
});

export const payWithdrawRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [account, withdraw, toWallet, bind, unbind, cardList, changePass, resetPass]) {
  payWithdrawRoutes.use(route.getRoutingPath(), signedIn);
}

payWithdrawRoutes
  .openapi(account, async (c) => ok(c, await payAccount(c.var.db, requireUser(c).id, c.var.deps.now())))
  .openapi(withdraw, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "withdraw-user", user.id);
    return ok(
      c,
      await requestWithdrawal(c.var.deps, user.id, bodyOf<WithdrawInput>(c)),
      "提现申请已提交，等待审核",
    );
  })
  .openapi(toWallet, async (c) => {
    const user = requireUser(c);
    const { amount } = bodyOf<{ amount: number }>(c);
    return ok(c, await incomeToWallet(c.var.db, user.id, amount, c.var.deps.now()), "已转入钻石");
  })
  .openapi(bind, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "bind-card-user", user.id);
    return ok(c, await bindCard(c.var.db, user.id, bodyOf<BindCardInput>(c), c.var.deps.now()), "绑定成功");
  })
  .openapi(unbind, async (c) => {
    await unbindCard(c.var.db, requireUser(c).id, c.req.valid("param").id, c.var.deps.now());
    return ok(c, null, "已解绑");
  })
  .openapi(cardList, async (c) => {
    const user = requireUser(c);
    if (c.req.valid("param").id !== user.id) throw payErrors.othersCards();
    return ok(c, await listCards(c.var.db, user.id));
  })
  .openapi(changePass, async (c) => {
    const user = requireUser(c);
    await changePayPassword(c.var.deps, user.id, bodyOf<ChangePayPassInput>(c));
    return ok(c, null, "支付密码已设置");
  })
  .openapi(resetPass, async (c) => {
    const user = requireUser(c);
    await resetPayPassword(c.var.deps, user.id, bodyOf<ResetPayPassInput>(c));
    return ok(c, null, "支付密码已重置");
  });
