import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/test-api";
import { fromIp, latestCode, newIp, newMobile, sendCode } from "./auth-helpers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const verify = (query: Record<string, string | number>) =>
  api.get("/inform/verifyCode", query, fromIp(newIp()));
const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

describe("GET /inform/verifyCode", () => {
  it("confirms a right code without using it up", async () => {
    const mobile = newMobile();
    const code = await sendCode(api, mobile, 1);
    expect((await verify({ mobile, verifyCode: code })).body).toEqual({
      code: 200,
      message: "验证通过",
      data: { valid: true },
    });
    expect((await verify({ mobile, verifyCode: code, type: 1 })).body.code).toBe(200);
    expect((await verify({ mobile, verifyCode: code, type: 2 })).body.code).toBe(10025);
    const login = await api.postJson("/user/login", { mobile, mode: 1, verifyCode: code });
    expect(login.body.code).toBe(200);
  });

  it("voids a code after five wrong guesses", async () => {
    const mobile = newMobile();
    const code = await sendCode(api, mobile, 1);
    for (let i = 0; i < 4; i++) {
      expect((await verify({ mobile, verifyCode: otherThan(code) })).body).toMatchObject({
        code: 10025,
        message: "验证码错误，请确认后重新输入",
      });
    }
    expect((await verify({ mobile, verifyCode: otherThan(code) })).body).toMatchObject({
      code: 10026,
      message: "验证码错误次数过多，请重新获取",
    });
    expect((await verify({ mobile, verifyCode: code })).body).toMatchObject({
      code: 10026,
      message: "验证码已失效，请重新获取",
    });
    expect((await api.postJson("/user/login", { mobile, mode: 1, verifyCode: code })).body.code).toBe(10026);
  });

  it("lets a code expire after five minutes and only the newest code count", async () => {
    const mobile = newMobile();
    const first = await sendCode(api, mobile, 1);
    api.advance(5 * 60_000);
    expect((await verify({ mobile, verifyCode: first })).body.code).toBe(10026);
    const second = await sendCode(api, mobile, 1);
    expect(await latestCode(api, mobile)).toBe(second);
    if (first !== second) expect((await verify({ mobile, verifyCode: first })).body.code).toBe(10025);
    expect((await verify({ mobile, verifyCode: second })).body.code).toBe(200);
  });

  it("validates its query", async () => {
    expect((await verify({ mobile: "1", verifyCode: "123456" })).body).toMatchObject({
      code: 400,
      message: expect.stringContaining("请输入正确的手机号"),
    });
    expect((await verify({ mobile: newMobile(), verifyCode: "" })).body).toMatchObject({
      code: 400,
      message: expect.stringContaining("请输入验证码！"),
    });
    expect((await verify({ mobile: newMobile(), verifyCode: "12" })).body).toMatchObject({
      code: 400,
      message: expect.stringContaining("验证码错误，请确认后重新输入"),
    });
    expect((await verify({ mobile: newMobile(), verifyCode: "123456" })).body.code).toBe(10025);
  });
});

describe("development helpers", () => {
  it("lists the outbox newest first, filtered by number", async () => {
    const mobile = newMobile();
    await sendCode(api, mobile, 1);
    const res = await api.get("/dev/sms/outbox", { mobile });
    expect(res.body.code).toBe(200);
    expect(res.body.data.every((m: { mobile: string }) => m.mobile === mobile)).toBe(true);
    expect((await api.get("/dev/sms/outbox", { mobile: "1" })).status).toBe(400);
  });

  it("do not exist in production", async () => {
    const prod = await createTestApi({ env: { NODE_ENV: "production" } });
    try {
      for (const [path, query] of [
        ["/dev/sms/outbox", {}],
        ["/dev/sms/outbox", { mobile: "bad" }],
        ["/dev/captcha/answer", { token: "abc" }],
      ] as const) {
        const res = await prod.get(path, query);
        expect(res).toEqual({ status: 404, body: { code: 404, message: "接口不存在", data: null } });
      }
      expect((await prod.get("/user/key/getDynamicKey")).body.code).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
