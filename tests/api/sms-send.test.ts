import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/test-api";
import {
  latestCode,
  loginByCode,
  newIp,
  newMobile,
  passCaptcha,
  requestCode,
  sendCode,
} from "./auth-helpers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("POST /inform/send/sms", () => {
  it("sends a 6-digit code after a captcha and says 已发送", async () => {
    const mobile = newMobile("159");
    const res = await requestCode(api, mobile, 1, await passCaptcha(api));
    expect(res.body).toEqual({ code: 200, message: "已发送", data: null });
    const outbox = await api.get("/dev/sms/outbox", { mobile });
    expect(outbox.body.data[0]).toMatchObject({
      mobile,
      content: expect.stringMatching(/^【球探直播】您的验证码为\d{6}，5分钟内有效，请勿泄露给他人。$/),
    });
  });

  it("accepts JSON as well as a form", async () => {
    const res = await api.postJson("/inform/send/sms", {
      captchaVerification: await passCaptcha(api),
      mobile: newMobile(),
      type: 1,
    });
    expect(res.body.code).toBe(200);
  });

  it("needs a mainland mobile number", async () => {
    for (const mobile of ["12345678901", "1381234567", "138123456789", "abc", ""]) {
      const res = await requestCode(api, mobile, 1, "whatever");
      expect(res.body).toEqual({ code: 400, message: "请输入正确的手机号（mobile）", data: null });
    }
  });

  it("refuses a missing, made-up or reused captcha verification", async () => {
    const mobile = newMobile();
    expect((await api.postForm("/inform/send/sms", { mobile, type: 1 })).body).toMatchObject({
      code: 400,
      message: expect.stringContaining("请先完成安全验证"),
    });
    expect((await requestCode(api, mobile, 1, "bm90LXJlYWw=")).body).toEqual({
      code: 10021,
      message: "安全验证已失效，请重新完成验证",
      data: null,
    });
    const verification = await passCaptcha(api);
    expect((await requestCode(api, mobile, 1, verification)).body.code).toBe(200);
    expect((await requestCode(api, newMobile(), 1, verification)).body.code).toBe(10021);
  });

  it("waits 60 seconds between messages to one number and says how long is left", async () => {
    const mobile = newMobile();
    await sendCode(api, mobile, 1);
    api.advance(15_000);
    const early = await requestCode(api, mobile, 1, await passCaptcha(api));
    expect(early.body).toEqual({ code: 10022, message: "发送过于频繁，请45秒后再试", data: null });
    api.advance(44_000);
    expect((await requestCode(api, mobile, 2, await passCaptcha(api))).body.message).toBe(
      "发送过于频繁，请1秒后再试",
    );
    api.advance(1_000);
    expect((await requestCode(api, mobile, 1, await passCaptcha(api))).body.code).toBe(200);
    expect((await requestCode(api, newMobile(), 1, await passCaptcha(api))).body.code).toBe(200);
  });

  it("caps messages per number per hour", async () => {
    const mobile = newMobile();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(api, mobile, 1, await passCaptcha(api))).body.code).toBe(200);
      api.advance(60_000);
    }
    expect(await requestCode(api, mobile, 1, await passCaptcha(api))).toMatchObject({
      status: 429,
      body: { code: 429, message: "该号码验证码发送过于频繁，请一小时后再试" },
    });
    api.advance(60 * 60_000);
    expect((await requestCode(api, mobile, 1, await passCaptcha(api))).body.code).toBe(200);
  });

  it("caps messages per number per day", async () => {
    const mobile = newMobile();
    for (let i = 0; i < 10; i++) {
      expect((await requestCode(api, mobile, 1, await passCaptcha(api))).body.code).toBe(200);
      api.advance(13 * 60_000);
    }
    const capped = await requestCode(api, mobile, 1, await passCaptcha(api));
    expect(capped).toMatchObject({
      status: 429,
      body: { code: 429, message: "今日验证码发送次数已达上限，请明天再试" },
    });
    api.advance(24 * 60 * 60_000);
    expect((await requestCode(api, mobile, 1, await passCaptcha(api))).body.code).toBe(200);
  });

  it("caps messages per address per day", async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expect((await requestCode(api, newMobile(), 1, await passCaptcha(api), ip)).body.code).toBe(200);
    }
    expect((await requestCode(api, newMobile(), 1, await passCaptcha(api), ip)).status).toBe(429);
  });

  it("refuses a type outside the table", async () => {
    for (const type of [0, 6, "x", ""]) {
      const res = await api.postForm("/inform/send/sms", {
        captchaVerification: "x",
        mobile: newMobile(),
        type,
      });
      expect(res.body).toMatchObject({
        code: 400,
        message: expect.stringContaining(
          "短信类型只能是1（登录）、2（注册）、3（找回密码）、4（修改密码）或5（找回支付密码）",
        ),
      });
    }
  });

  it("sends change-password codes only to registered numbers, answering alike either way", async () => {
    const mobile = newMobile();
    const unknown = await requestCode(api, mobile, 4, await passCaptcha(api));
    expect(unknown.body).toEqual({ code: 200, message: "已发送", data: null });
    expect((await api.get("/dev/sms/outbox", { mobile })).body.data[0].content).toContain("本手机号尚未注册");
    api.advance(60_000);
    await loginByCode(api, mobile);
    api.advance(60_000);
    const known = await requestCode(api, mobile, 4, await passCaptcha(api));
    expect(known.body).toEqual(unknown.body);
    expect(await latestCode(api, mobile)).toMatch(/^\d{6}$/);
  });

  it("keeps the 60 s countdown for a notice as for a code", async () => {
    const mobile = newMobile();
    await loginByCode(api, mobile);
    api.advance(60_000);
    expect((await requestCode(api, mobile, 2, await passCaptcha(api))).body.code).toBe(200);
    expect((await requestCode(api, mobile, 2, await passCaptcha(api))).body.code).toBe(10022);
  });
});

describe("the captcha an SMS needs", () => {
  it("sends login, register and change codes only after the click-word captcha", async () => {
    for (const type of [1, 2, 4]) {
      for (const flavour of ["sliding", "blockPuzzle"] as const) {
        const res = await requestCode(api, newMobile(), type, await passCaptcha(api, flavour));
        expect(res.body).toEqual({
          code: 10021,
          message: "此项安全验证不能用于当前操作，请重新验证",
          data: null,
        });
      }
    }
  });

  it("sends the recovery code after the second slider, not after the block puzzle", async () => {
    const mobile = newMobile();
    await loginByCode(api, mobile);
    api.advance(60_000);
    const puzzle = await requestCode(api, mobile, 3, await passCaptcha(api, "blockPuzzle"));
    expect(puzzle.body.code).toBe(10021);
    expect((await requestCode(api, mobile, 3, await passCaptcha(api, "sliding"))).body.code).toBe(200);
    expect(await latestCode(api, mobile)).toMatch(/^\d{6}$/);
  });
});
