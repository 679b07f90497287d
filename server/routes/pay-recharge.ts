import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  DIAMONDS_PER_YUAN,
  PAY_CHANNEL_LABELS,
  PAY_CHANNELS,
  PAY_PASSWORD_MAX_TRIES,
  RECHARGE_MAX_YUAN,
  RECHARGE_MIN_YUAN,
  RECHARGE_ORDER_TTL_MINUTES,
  RECHARGE_PACKS_YUAN,
  WITHDRAW_DAILY_LIMIT_DIAMONDS,
  WITHDRAW_FEE_PERCENT,
  WITHDRAW_MAX_DIAMONDS,
  WITHDRAW_MIN_DIAMONDS,
} from "@/lib/codes/pay-settings";
import { TradeType } from "@/lib/codes/trade-types";
import {
  lowestData,
  orderNoBody,
  orderNoParams,
  paySettingData,
  rechargeBody,
  rechargeOrderData,
  type RechargeInput,
} from "@/lib/contracts/payments";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { payErrors } from "../services/payments/pay-errors";
import { createRecharge, findRecharge, settlePaidNotice } from "../services/payments/recharge";

const tags = ["钱包"];

const setting = apiRoute("get", "/pay/setting", {
  summary: `充值与提现设置：充值档位（元 → 钻石，1元=${DIAMONDS_PER_YUAN}钻石）、支付方式、提现最低额、手续费、每日限额`,
  tags,
  data: paySettingData,
});

const lowest = apiRoute("get", "/pay/lowest", {
  summary: "最低充值金额（元）与最低提现数量（收益钻石）",
  tags,
  data: lowestData,
});

const recharge = apiRoute("post", "/pay/recharge", {
  summary: `充值下单（需登录）：amount 元、channel wechat/alipay；返回订单号、收银台地址 payUrl 与二维码内容，${RECHARGE_ORDER_TTL_MINUTES}分钟未支付自动关闭；支付平台异步通知后到账（交易类型 ${TradeType.DiamondTopUp}）`,
  tags,
  body: rechargeBody,
  data: rechargeOrderData,
});

const order = apiRoute("get", "/pay/order/{orderNo}", {
  summary:
    "充值订单状态（需登录，仅本人订单）：收银台轮询 status（pending 待支付 / paid 已支付 / closed 已关闭）",
  tags,
  params: orderNoParams,
  data: rechargeOrderData,
});

const sandboxPay = apiRoute("post", "/pay/sandbox/pay", {
  summary:
    "沙箱支付平台：扮演扫码付款的用户（模拟支付）；随后平台异步发送签名通知到 /pay/notify/sandbox。仅 PAY_PROVIDER=sandbox 时存在",
  tags,
  body: orderNoBody,
  data: z.null(),
});

export const payRechargeRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [recharge, order, sandboxPay]) payRechargeRoutes.use(route.getRoutingPath(), signedIn);

payRechargeRoutes
  .openapi(setting, (c) =>
    ok(c, {
      packs: RECHARGE_PACKS_YUAN.map((yuan) => ({ yuan, diamonds: yuan * DIAMONDS_PER_YUAN })),
      diamondsPerYuan: DIAMONDS_PER_YUAN,
      rechargeMin: RECHARGE_MIN_YUAN,
      rechargeMax: RECHARGE_MAX_YUAN,
      channels: PAY_CHANNELS.map((code) => ({ code, name: PAY_CHANNEL_LABELS[code] })),
      orderTtlMinutes: RECHARGE_ORDER_TTL_MINUTES,
      withdrawMin: WITHDRAW_MIN_DIAMONDS,
      withdrawMax: WITHDRAW_MAX_DIAMONDS,
      withdrawFeePercent: WITHDRAW_FEE_PERCENT,
      withdrawDailyLimit: WITHDRAW_DAILY_LIMIT_DIAMONDS,
      payPasswordMaxTries: PAY_PASSWORD_MAX_TRIES,
    }),
  )
  .openapi(lowest, (c) => ok(c, { recharge: RECHARGE_MIN_YUAN, withdraw: WITHDRAW_MIN_DIAMONDS }))
  .openapi(recharge, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "recharge-user", user.id);
    return ok(c, await createRecharge(c.var.deps, user.id, bodyOf<RechargeInput>(c)), "订单已创建");
  })
  .openapi(order, async (c) =>
    ok(c, await findRecharge(c.var.deps, requireUser(c).id, c.req.valid("param").orderNo)),
  )
  .openapi(sandboxPay, async (c) => {
    requireUser(c);
    const sandbox = c.var.deps.payment.sandbox;
    if (!sandbox) throw payErrors.sandboxOff();
    await sandbox.pay(bodyOf<{ orderNo: string }>(c).orderNo, c.var.deps.now());
    return ok(c, null, "支付成功，等待到账");
  });

/**
 * The gateway's asynchronous notification (form-encoded, signed). Not in /docs: only the gateway
 * calls it. A forged or stale one is refused; a replay or a late duplicate credits nothing.
 */
payRechargeRoutes.post("/pay/notify/:provider", async (c) => {
  const { deps } = c.var;
  if (c.req.param("provider") !== deps.payment.name) throw payErrors.sandboxOff();
  const form = await c.req.parseBody().catch(() => null);
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(form ?? {})) if (typeof v === "string") fields[k] = v;
  const notice = deps.payment.readNotification(fields, deps.now());
  if (!notice) throw payErrors.badNotification();
  const outcome = await settlePaidNotice(deps, notice);
  return ok(c, { outcome }, "success");
});
