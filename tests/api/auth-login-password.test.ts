import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/test-api";
import {
  browserEncrypt,
  dynamicKey,
  encryptPasswords,
  fromIp,
  loginByCode,
  loginByPassword,
  newIp,
  newMobile,
  userWithPassword,
} from "./auth-helpers";

const WRONG = "用户名或密码输入错误，超过五次将被锁定！";
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("password login", () => {
  it("signs in with the password encrypted like the browser does", async () => {
    const { mobile, password } = await userWithPassword(api);
    const res = await loginByPassword(api, mobile, password);
    expect(res.body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
  });

  it("answers 10011 for a wrong password and for an unknown number alike", async () => {
    const { mobile } = await userWithPassword(api);
    expect((await loginByPassword(api, mobile, "wrong999")).body).toEqual({
      code: 10011,
      message: WRONG,
      data: null,
    });
    expect((await loginByPassword(api, newMobile(), "wrong999")).body).toEqual({
      code: 10011,
      message: WRONG,
      data: null,
    });
  });

  it("tells a code-only account to use code login", async () => {
    const mobile = newMobile();
    await loginByCode(api, mobile);
    const res = await loginByPassword(api, mobile, "abc123");
    expect(res.body).toMatchObject({ code: 10013, message: "该账号尚未设置密码，请使用验证码登录" });
  });

  it("locks the account for 30 minutes after five wrong passwords", async () => {
    const { mobile, password } = await userWithPassword(api);
    for (let i = 0; i < 5; i++) {
      expect((await loginByPassword(api, mobile, `wrong${i}00`)).body.code).toBe(10011);
    }
    const locked = await loginByPassword(api, mobile, password);
    expect(locked.body.code).toBe(10012);
    const unlocksAt = new Date(api.clock.now + 30 * 60_000).toLocaleTimeString("zh-CN", {
      timeZone: "Asia/Shanghai",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    });
    expect(locked.body.message).toBe(
      `密码错误次数过多，账号已锁定，将于${unlocksAt}（约30分钟后）解锁，也可使用验证码登录`,
    );

    api.advance(29 * 60_000);
    expect((await loginByPassword(api, mobile, password)).body.code).toBe(10012);
    api.advance(60_000);
    expect((await loginByPassword(api, mobile, password)).body.code).toBe(200);
  });

  it("starts a fresh count after a lock ends and after a success", async () => {
    const { mobile, password } = await userWithPassword(api);
    for (let i = 0; i < 5; i++) await loginByPassword(api, mobile, "wrong000");
    api.advance(30 * 60_000);
    for (let i = 0; i < 4; i++)
      expect((await loginByPassword(api, mobile, "wrong000")).body.code).toBe(10011);
    expect((await loginByPassword(api, mobile, password)).body.code).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await loginByPassword(api, mobile, "wrong000")).body.code).toBe(10011);
    expect((await loginByPassword(api, mobile, password)).body.code).toBe(200);
  });

  it("lifts the lock after a code login", async () => {
    const { mobile, password } = await userWithPassword(api);
    for (let i = 0; i < 5; i++) await loginByPassword(api, mobile, "wrong000");
    expect((await loginByPassword(api, mobile, password)).body.code).toBe(10012);
    api.advance(60_000);
    await loginByCode(api, mobile);
    expect((await loginByPassword(api, mobile, password)).body.code).toBe(200);
  });

  it("uses a dynamic key once only", async () => {
    const { mobile, password } = await userWithPassword(api);
    const { key, iv, values } = await encryptPasswords(api, password);
    const body = { mobile, mode: 0, auto: 1, password: values[0], key, iv };
    expect((await api.postJson("/user/login", body)).body.code).toBe(200);
    expect((await api.postJson("/user/login", body)).body).toEqual({
      code: 10014,
      message: "密钥已失效，请重试",
      data: null,
    });
  });

  it("refuses an unknown key, a wrong iv and an expired key", async () => {
    const { mobile, password } = await userWithPassword(api);
    const made = "AbCdEfGhIjKlMnOp";
    const unknown = { mobile, mode: 0, password: browserEncrypt(password, made, made), key: made, iv: made };
    expect((await api.postJson("/user/login", unknown)).body.code).toBe(10014);

    const { key, iv } = await dynamicKey(api);
    const wrongIv = { mobile, mode: 0, password: browserEncrypt(password, key, made), key, iv: made };
    expect((await api.postJson("/user/login", wrongIv)).body.code).toBe(10014);
    expect(
      (await api.postJson("/user/login", { ...wrongIv, iv, password: browserEncrypt(password, key, iv) }))
        .body.code,
    ).toBe(10014);

    const late = await dynamicKey(api);
    api.advance(5 * 60_000 + 1);
    const expired = { mobile, mode: 0, password: browserEncrypt(password, late.key, late.iv), ...late };
    expect((await api.postJson("/user/login", expired)).body.code).toBe(10014);
  });

  it("says so when the password does not decrypt", async () => {
    const { mobile } = await userWithPassword(api);
    const { key, iv } = await dynamicKey(api);
    const res = await api.postJson("/user/login", {
      mobile,
      mode: 0,
      password: "bm90IGNpcGhlcnRleHQ=",
      key,
      iv,
    });
    expect(res.body).toEqual({ code: 10015, message: "密码解密失败，请重试", data: null });
  });

  it("holds login to 6-16 characters with SPEC's message", async () => {
    const { mobile } = await userWithPassword(api);
    const res = await loginByPassword(api, mobile, "abc12");
    expect(res.body).toMatchObject({ code: 400, message: "密码是长度为6-20位的字母、数字或组合" });
    expect((await loginByPassword(api, mobile, "a".repeat(17))).body.code).toBe(400);
  });

  it("limits login attempts per address", async () => {
    const ip = newIp();
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (
        await api.postJson("/user/login", { mobile: newMobile(), mode: 1, verifyCode: "123456" }, fromIp(ip))
      ).status;
    }
    expect(last).toBe(429);
    api.advance(60_000);
    expect(
      (await api.postJson("/user/login", { mobile: newMobile(), mode: 1, verifyCode: "123456" }, fromIp(ip)))
        .status,
    ).toBe(200);
  });
});
