import { describe, expect, it } from "vitest";
import { SmsType, isSmsType, smsTypeLabel } from "./sms-types";

describe("sms types", () => {
  it.each([
    [SmsType.Login, "登录"],
    [SmsType.Register, "注册"],
    [SmsType.RetrievePassword, "找回密码"],
    [SmsType.ChangePassword, "修改密码"],
    [SmsType.PayPassword, "找回支付密码"],
  ])("labels code %i as %s", (code, label) => {
    expect(smsTypeLabel(code)).toBe(label);
  });

  it("rejects codes outside the table", () => {
    expect(isSmsType(0)).toBe(false);
    expect(isSmsType(6)).toBe(false);
    expect(smsTypeLabel(6)).toBe("");
  });
});
