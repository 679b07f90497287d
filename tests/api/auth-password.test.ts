import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/test-api";
import {
  encryptPasswords,
  loginByCode,
  loginByPassword,
  newMobile,
  passCaptcha,
  sendCode,
  userWithPassword,
} from "./auth-helpers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// A well-formed body with a made-up key: a live token gets past sign-in and fails on the key (10014).
const probe = { password: "eA==", key: "AbCdEfGhIjKlMnOp", iv: "AbCdEfGhIjKlMnOp" };
const signedIn = async (token: string) => {
  const res = await api.postJson("/user/center/initPassword", probe, { token });
  if (res.status === 401) return false;
  expect(res.body.code).toBe(10014);
  return true;
};

async function update(token: string | undefined, oldPassword: string, newPassword: string) {
  const { key, iv, values } = await encryptPasswords(api, oldPassword, newPassword);
  return api.postJson(
    "/user/center/updatePassword",
    { oldPassword: values[0], newPassword: values[1], key, iv },
    { token },
  );
}

async function init(token: string | undefined, password: string) {
  const { key, iv, values } = await encryptPasswords(api, password);
  return api.postForm("/user/center/initPassword", { password: values[0], key, iv }, { token });
}

async function retrieve(mobile: string, verifyCode: string, password: string) {
  const { key, iv, values } = await encryptPasswords(api, password);
  return api.postForm("/user/center/retrievePassword", { mobile, verifyCode, password: values[0], key, iv });
}

describe("POST /user/center/retrievePassword", () => {
  it("sets a new password, lifts the lock and signs every device out", async () => {
    const { mobile, password, token } = await userWithPassword(api);
    for (let i = 0; i < 5; i++) await loginByPassword(api, mobile, "wrong000");
    expect((await loginByPassword(api, mobile, password)).body.code).toBe(10012);

    api.advance(60_000);
    const code = await sendCode(api, mobile, 3);
    const res = await retrieve(mobile, code, "newpass99");
    expect(res.body).toEqual({ code: 200, message: "密码已重置，请重新登录", data: null });
    expect(await signedIn(token)).toBe(false);
    expect((await loginByPassword(api, mobile, password)).body.code).toBe(10011);
    expect((await loginByPassword(api, mobile, "newpass99")).body.code).toBe(200);
  });

  it("resets nothing for an unknown number, whose SMS says it is not registered", async () => {
    const mobile = newMobile();
    const send = await api.postForm("/inform/send/sms", {
      captchaVerification: await passCaptcha(api, "sliding"),
      mobile,
      type: 3,
    });
    expect(send.body).toEqual({ code: 200, message: "已发送", data: null });
    const outbox = await api.get("/dev/sms/outbox", { mobile });
    expect(outbox.body.data[0].content).toContain("本手机号尚未注册");
    expect((await retrieve(mobile, "123456", "newpass99")).body).toMatchObject({ code: 10025 });
  });

  it("needs the retrieve-password code, not another one", async () => {
    const { mobile } = await userWithPassword(api);
    api.advance(60_000);
    const loginCode = await sendCode(api, mobile, 1);
    expect((await retrieve(mobile, loginCode, "newpass99")).body.code).toBe(10025);
  });
});

describe("POST /user/center/updatePassword", () => {
  it("changes the password and signs every device out, this one too", async () => {
    const { mobile, password, token } = await userWithPassword(api);
    const other = (await loginByPassword(api, mobile, password)).body.data.token;
    const res = await update(token, password, "changed88");
    expect(res.body).toEqual({ code: 200, message: "密码修改成功", data: null });
    expect(await signedIn(token)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect((await loginByPassword(api, mobile, "changed88")).body.code).toBe(200);
  });

  it("refuses a wrong old password, then stops guessing after five", async () => {
    const { password, token } = await userWithPassword(api);
    for (let i = 0; i < 5; i++) {
      expect((await update(token, "wrong000", "changed88")).body).toEqual({
        code: 10016,
        message: "原密码错误",
        data: null,
      });
    }
    expect((await update(token, password, "changed88")).status).toBe(429);
    api.advance(30 * 60_000);
    expect((await update(token, password, "changed88")).body.code).toBe(200);
  });

  it("refuses the same password and a new one that breaks the rule", async () => {
    const { password, token } = await userWithPassword(api);
    expect((await update(token, password, password)).body).toMatchObject({
      code: 10018,
      message: "新密码不能与原密码相同",
    });
    expect((await update(token, password, "short")).body).toEqual({
      code: 400,
      message: "密码是长度为6-20位的字母、数字或组合",
      data: null,
    });
  });

  it("asks a code-only account to set a password first", async () => {
    const token = await loginByCode(api, newMobile());
    expect((await update(token, "abc123", "changed88")).body).toMatchObject({
      code: 10013,
      message: "尚未设置密码，请先设置密码",
    });
  });

  it("acts only on the signed-in user's own account", async () => {
    const victim = await userWithPassword(api, "victim11");
    const attacker = await userWithPassword(api, "attack22");
    expect((await update(attacker.token, "victim11", "stolen33")).body.code).toBe(10016);
    expect((await loginByPassword(api, victim.mobile, "victim11")).body.code).toBe(200);
    expect((await loginByPassword(api, victim.mobile, "stolen33")).body.code).toBe(10011);
  });

  it("answers a visitor or a revoked token with 401", async () => {
    expect((await update(undefined, "abc123", "changed88")).status).toBe(401);
    const { token } = await userWithPassword(api);
    await api.postJson("/user/logout", {}, { token });
    expect((await update(token, "abc123", "changed88")).body).toEqual({
      code: 401,
      message: "请先登录",
      data: null,
    });
    expect((await update("x".repeat(500), "abc123", "changed88")).status).toBe(401);
  });
});

describe("POST /user/center/initPassword", () => {
  it("sets the first password of a code-login account once", async () => {
    const mobile = newMobile();
    const token = await loginByCode(api, mobile);
    const res = await init(token, "first123");
    expect(res.body).toEqual({ code: 200, message: "密码设置成功", data: null });
    expect((await loginByPassword(api, mobile, "first123")).body.code).toBe(200);
    expect((await init(token, "second123")).body).toEqual({
      code: 10017,
      message: "已设置过密码，请使用修改密码",
      data: null,
    });
    expect(await signedIn(token)).toBe(true);
  });

  it("signs the other devices out", async () => {
    const mobile = newMobile();
    const first = await loginByCode(api, mobile);
    api.advance(60_000);
    const second = await loginByCode(api, mobile);
    expect((await init(first, "first123")).body.code).toBe(200);
    expect(await signedIn(first)).toBe(true);
    expect(await signedIn(second)).toBe(false);
  });

  it("answers a visitor with 401", async () => {
    expect((await init(undefined, "first123")).status).toBe(401);
  });
});
