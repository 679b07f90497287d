import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/users";
import { wallets } from "@/server/db/schema/wallet";
import { createTestApi, type TestApi } from "../support/test-api";
import { dynamicKey, loginByCode, newMobile, sendCode, userWithPassword } from "./auth-helpers";

const DAY = 24 * 60 * 60_000;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("GET /user/key/getDynamicKey", () => {
  it("hands out a 16-character key and iv", async () => {
    const { key, iv } = await dynamicKey(api);
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(iv).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await dynamicKey(api)).key).not.toBe(key);
  });
});

describe("code login", () => {
  it("signs up an unknown number with a fan nickname and a wallet", async () => {
    const mobile = newMobile();
    const verifyCode = await sendCode(api, mobile, 1);
    const res = await api.postJson("/user/login", {
      mobile,
      channelId: 3,
      platform: 1,
      mode: 1,
      auto: 1,
      verifyCode,
      loginType: 1,
    });
    expect(res.body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    expect(Date.parse(res.body.data.expiresAt)).toBe(api.clock.now + 30 * DAY);
    const [user] = await api.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user.nickName).toMatch(/^球迷\d{4}$/);
    expect(user.passwordHash).toBe("");
    const [wallet] = await api.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(wallet).toMatchObject({ balance: 0, ticket: 0 });
  });

  it("accepts a form-encoded body and keeps a session one day without keep-login", async () => {
    const mobile = newMobile();
    const verifyCode = await sendCode(api, mobile, 1);
    const res = await api.postForm("/user/login", {
      mobile,
      channelId: 3,
      platform: 1,
      mode: 1,
      auto: 0,
      verifyCode,
      loginType: 1,
    });
    expect(res.body.code).toBe(200);
    expect(Date.parse(res.body.data.expiresAt)).toBe(api.clock.now + DAY);
  });

  it("signs the same account in again and spends the code", async () => {
    const mobile = newMobile();
    await loginByCode(api, mobile);
    api.advance(60_000);
    const verifyCode = await sendCode(api, mobile, 1);
    const body = { mobile, mode: 1, auto: 1, verifyCode };
    expect((await api.postJson("/user/login", body)).body.code).toBe(200);
    expect((await api.postJson("/user/login", body)).body).toMatchObject({
      code: 10026,
      message: "验证码已失效，请重新获取",
    });
    expect(await api.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
  });

  it("refuses a wrong code and a code sent for another purpose", async () => {
    const mobile = newMobile();
    const code = await sendCode(api, mobile, 1);
    const wrong = code === "000000" ? "111111" : "000000";
    const res = await api.postJson("/user/login", { mobile, mode: 1, verifyCode: wrong });
    expect(res.body).toEqual({ code: 10025, message: "验证码错误，请确认后重新输入", data: null });

    const other = newMobile();
    await sendCode(api, other, 1);
    const registerCode = await sendCode(api, newMobile(), 2);
    expect(
      (await api.postJson("/user/login", { mobile: other, mode: 1, verifyCode: registerCode })).body.code,
    ).not.toBe(200);
  });

  it("answers SPEC's messages for a missing or short code", async () => {
    const mobile = newMobile();
    expect((await api.postJson("/user/login", { mobile, mode: 1 })).body).toMatchObject({
      code: 400,
      message: expect.stringContaining("请输入验证码！"),
    });
    expect((await api.postJson("/user/login", { mobile, mode: 1, verifyCode: "123" })).body).toMatchObject({
      code: 400,
      message: expect.stringContaining("验证码错误，请确认后重新输入"),
    });
  });
});

describe("POST /user/logout", () => {
  it("revokes the token", async () => {
    const { token } = await userWithPassword(api);
    const probe = { password: "eA==", key: "AbCdEfGhIjKlMnOp", iv: "AbCdEfGhIjKlMnOp" };
    expect((await api.postJson("/user/center/initPassword", probe, { token })).body.code).toBe(10014);
    const res = await api.postJson("/user/logout", {}, { token });
    expect(res.body).toEqual({ code: 200, message: "已退出登录", data: null });
    const again = await api.postJson("/user/logout", {}, { token });
    expect(again).toMatchObject({ status: 401, body: { code: 401, message: "请先登录" } });
    expect((await api.postJson("/user/center/initPassword", probe, { token })).status).toBe(401);
  });

  it("answers a visitor with 401", async () => {
    expect((await api.postJson("/user/logout", {})).status).toBe(401);
    expect((await api.postRaw("/user/logout", "", "text/plain")).status).toBe(401);
  });
});
