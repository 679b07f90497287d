import { z } from "zod";
import { isSmsType, type SmsTypeCode } from "@/lib/codes/sms-types";
import { captchaVerificationInput, mobileInput, verifyCodeInput } from "./auth";
import { intInput } from "./fields";

const TYPE_MESSAGE = "短信类型只能是1（登录）、2（注册）、3（找回密码）、4（修改密码）或5（找回支付密码）";

export const smsTypeInput = intInput(z.number({ error: TYPE_MESSAGE }), undefined, TYPE_MESSAGE)
  .refine(isSmsType, TYPE_MESSAGE)
  .transform((v) => v as SmsTypeCode);

export const sendSmsBody = z.object({
  captchaVerification: captchaVerificationInput,
  mobile: mobileInput,
  type: smsTypeInput,
});
export type SendSmsInput = z.infer<typeof sendSmsBody>;

export const verifyCodeQuery = z.object({
  mobile: mobileInput,
  verifyCode: verifyCodeInput,
  type: smsTypeInput.optional().describe("only codes of this type; any type when absent"),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeQuery>;

export const verifyCodeData = z.object({ valid: z.literal(true) });

export const outboxQuery = z.object({ mobile: mobileInput.optional() });
export const outboxData = z.array(
  z.object({ id: z.number().int(), mobile: z.string(), content: z.string(), createdAt: z.string() }),
);
