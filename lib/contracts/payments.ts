import { z } from "zod";
import { isCalendarDate } from "@/lib/beijing-time";
import {
  PAY_CHANNELS,
  RECHARGE_MAX_YUAN,
  RECHARGE_MIN_YUAN,
  WITHDRAW_MAX_DIAMONDS,
  type PayChannelCode,
} from "@/lib/codes/pay-settings";
import { isTradeTypeCode } from "@/lib/codes/trade-types";
import { dynamicKeyInput, verifyCodeInput } from "./auth";
import { idInput, intInput, pageOf, pageQuery } from "./fields";

const CHANNEL_MESSAGE = "支付方式只能是wechat（微信支付）或alipay（支付宝）";
const ENCRYPTED_MAX = 256;

// ---- settings ----
export const payPack = z.object({ yuan: z.number().int(), diamonds: z.number().int() });
export const paySettingData = z.object({
  packs: z.array(payPack),
  diamondsPerYuan: z.number().int().describe("diamonds one yuan buys; withdrawals pay out at the same rate"),
  rechargeMin: z.number().int().describe("yuan"),
  rechargeMax: z.number().int().describe("yuan"),
  channels: z.array(z.object({ code: z.string(), name: z.string() })),
  orderTtlMinutes: z.number().int(),
  withdrawMin: z.number().int().describe("income diamonds"),
  withdrawMax: z.number().int().describe("income diamonds"),
  withdrawFeePercent: z.number().int(),
  withdrawDailyLimit: z.number().int().describe("income diamonds per Beijing day"),
  payPasswordMaxTries: z.number().int(),
});
export type PaySetting = z.infer<typeof paySettingData>;
export const lowestData = z.object({
  recharge: z.number().int().describe("yuan"),
  withdraw: z.number().int().describe("income diamonds"),
});

// ---- recharge ----
export const rechargeBody = z.object({
  amount: intInput(
    z
      .number({ error: "请选择充值金额" })
      .min(RECHARGE_MIN_YUAN, `充值金额最少${RECHARGE_MIN_YUAN}元`)
      .max(RECHARGE_MAX_YUAN, `单笔充值最多${RECHARGE_MAX_YUAN}元`),
    undefined,
    "充值金额须为整数（元）",
  ),
  channel: z
    .string({ error: CHANNEL_MESSAGE })
    .refine((v): v is PayChannelCode => (PAY_CHANNELS as readonly string[]).includes(v), CHANNEL_MESSAGE)
    .transform((v) => v as PayChannelCode),
});
export type RechargeInput = z.infer<typeof rechargeBody>;

export const rechargeOrderData = z.object({
  orderNo: z.string(),
  amount: z.number().describe("yuan"),
  diamonds: z.number().int(),
  channel: z.string(),
  channelName: z.string(),
  status: z.enum(["pending", "paid", "closed"]),
  statusName: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  payUrl: z.string().describe("the cashier, a path on the web's origin"),
  qrContent: z.string().describe("what the payer's app scans"),
  sandbox: z.boolean().describe("the cashier may play the payer (模拟支付)"),
});
export type RechargeOrder = z.infer<typeof rechargeOrderData>;

export const orderNoParams = z.object({
  orderNo: z.string().regex(/^R\d{20}$/, "订单号不正确"),
});
export const orderNoBody = orderNoParams;

// ---- pay password ----
const encrypted = (empty: string) =>
  z.string({ error: empty }).min(1, empty).max(ENCRYPTED_MAX, "密码格式不正确");
const withKey = { key: dynamicKeyInput, iv: dynamicKeyInput };
/** The decrypted pay password, which no route schema sees. */
export const payPasswordPlain = z.string().regex(/^\d{6}$/, "支付密码须为6位数字");
export const PAY_PASSWORD_RULE = "支付密码须为6位数字";

export const changePayPassBody = z.object({
  oldPassword: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    encrypted("请输入原支付密码").optional(),
  ),
  newPassword: encrypted("请输入新支付密码"),
  ...withKey,
});
export type ChangePayPassInput = z.infer<typeof changePayPassBody>;

export const resetPayPassBody = z.object({
  verifyCode: verifyCodeInput,
  newPassword: encrypted("请输入新支付密码"),
  ...withKey,
});
export type ResetPayPassInput = z.infer<typeof resetPayPassBody>;

export const payAccountData = z.object({
  balance: z.number().int().describe("diamonds"),
  ticket: z.number().int(),
  income: z.number().int().describe("withdrawable income diamonds"),
  payPasswordSet: z.boolean(),
  payPasswordLockedUntil: z.string().nullable(),
  realName: z.string().describe("masked; empty when not verified"),
  mobile: z.string().describe("masked"),
  withdrawnToday: z.number().int(),
});
export type PayAccount = z.infer<typeof payAccountData>;

// ---- cards ----
export const bindCardBody = z.object({
  cardNumber: z
    .string({ error: "请输入银行卡号" })
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{16,19}$/, "银行卡号为16-19位数字")),
  holder: z.string({ error: "请输入持卡人姓名" }).trim().min(2, "请输入持卡人姓名").max(32, "持卡人姓名过长"),
});
export type BindCardInput = z.infer<typeof bindCardBody>;
export const cardIdParams = z.object({ id: idInput("银行卡编号不正确") });
export const userIdParams = z.object({ id: idInput("用户编号不正确") });
export const bankCardData = z.object({
  id: z.number().int(),
  bankName: z.string(),
  cardNumber: z.string().describe("masked: the last four digits"),
  tail: z.string(),
  holder: z.string().describe("masked"),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardData>;

// ---- withdraw ----
export const withdrawBody = z.object({
  amount: intInput(
    z
      .number({ error: "请输入提现金额" })
      .min(1, "请输入提现金额")
      .max(WITHDRAW_MAX_DIAMONDS, `单笔提现最多${WITHDRAW_MAX_DIAMONDS}钻石`),
    undefined,
    "提现金额须为整数（钻石）",
  ),
  cardId: idInput("请选择银行卡"),
  payPassword: encrypted("请输入支付密码"),
  ...withKey,
});
export type WithdrawInput = z.infer<typeof withdrawBody>;
export const toWalletBody = z.object({
  amount: intInput(
    z
      .number({ error: "请输入转入数量" })
      .min(1, "转入数量至少1钻石")
      .max(WITHDRAW_MAX_DIAMONDS * 10, "转入数量过大"),
    undefined,
    "转入数量须为整数（钻石）",
  ),
});
export const withdrawalData = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  payout: z.number().describe("yuan reaching the card"),
  status: z.enum(["pending", "paid", "rejected"]),
  statusName: z.string(),
  reason: z.string(),
  bankName: z.string(),
  cardNumber: z.string().describe("masked"),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalData>;
export const toWalletData = z.object({ balance: z.number().int(), income: z.number().int() });

// ---- records ----
const dateInput = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.string().trim().refine(isCalendarDate, "日期格式应为 YYYY-MM-DD").optional(),
);
const dateRange = {
  start: dateInput,
  end: dateInput,
};
const TRADE_TYPE_MESSAGE = "交易类型为1-15";
export const transListBody = pageQuery
  .extend({
    ...dateRange,
    tradeType: intInput(z.number(), undefined, TRADE_TYPE_MESSAGE)
      .refine(isTradeTypeCode, TRADE_TYPE_MESSAGE)
      .optional(),
  })
  .refine((v) => !v.start || !v.end || v.start <= v.end, {
    message: "开始日期不能晚于结束日期",
    path: ["start"],
  });
export type TransListInput = z.infer<typeof transListBody>;
export const dateRangeQuery = pageQuery
  .extend(dateRange)
  .refine((v) => !v.start || !v.end || v.start <= v.end, {
    message: "开始日期不能晚于结束日期",
    path: ["start"],
  });
export type DateRangeInput = z.infer<typeof dateRangeQuery>;
export const withdrawListBody = pageQuery;

export const tradeRecord = z.object({
  id: z.number().int(),
  tradeType: z.number().int(),
  tradeTypeName: z.string(),
  currency: z.enum(["balance", "ticket", "income"]),
  amount: z.number().int().describe("signed: + in, - out"),
  balanceAfter: z.number().int(),
  remark: z.string(),
  time: z.string(),
});
export type TradeRecord = z.infer<typeof tradeRecord>;
export const tradePage = pageOf(tradeRecord);
export const withdrawalPage = pageOf(withdrawalData);
