/** `type` of POST /inform/send/sms: which flow the code is for (a code only works for its own flow). */
export const SmsType = {
  Login: 1,
  Register: 2,
  RetrievePassword: 3,
  ChangePassword: 4,
  PayPassword: 5,
} as const;

export type SmsTypeCode = (typeof SmsType)[keyof typeof SmsType];

export const SMS_TYPE_LABELS: Record<SmsTypeCode, string> = {
  1: "登录",
  2: "注册",
  3: "找回密码",
  4: "修改密码",
  5: "找回支付密码",
};

export const SMS_TYPE_CODES = Object.values(SmsType);

export function isSmsType(code: number): code is SmsTypeCode {
  return Object.hasOwn(SMS_TYPE_LABELS, code);
}

/** Chinese label for an SMS type; "" for codes outside the table. */
export function smsTypeLabel(code: number): string {
  return isSmsType(code) ? SMS_TYPE_LABELS[code] : "";
}
