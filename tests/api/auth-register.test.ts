import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/users";
import { wallets } from "@/server/db/schema/wallet";
import { createTestApi, type TestApi } from "../support/test-api";
import {
  encryptPasswords,
  fromIp,
  loginByCode,
  loginByPassword,
  newIp,
  newMobile,
  passCaptcha,
  registerUser,
  sendCode,
} from "./auth-helpers";

const DAY = 24 * 60 * 60_000;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const register = (body: object) => api.postJson("/user/register", body, fromIp(newIp()));

async function registerBody(
  mobile: string,
  password = "abc123",
  extra: Record<string, string | number> = {},
) {
  const verifyCode = await sendCode(api, mobile, 2);
  const { key, iv, values } = await encryptPasswords(api, password);
  return {
    mobile,
    verifyCode,
    password: values[0],
    key,
    iv,
    captchaVerification: await passCaptcha(api, "blockPuzzle"),
    ...extra,
  };
}

describe("POST /user/register", () => {
  it("creates the user with a wallet and signs them in", async () => {
    const mobile = newMobile();
    const res = await registerUser(api, mobile, "abc123", "绿茵小将");
    expect(res.body).toMatchObject({ code: 200, message: "注册成功", data: { token: expect.any(String) } });
    expect(Date.parse(res.body.data.expiresAt)).toBe(api.clock.now + 30 * DAY);
    const [user] = await api.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user.nickName).toBe("绿茵小将");
    expect(user.passwordHash).toMatch(/^scrypt\$16384\$[\w-]+\$[\w-]+$/);
    expect(await api.db.select().from(wallets).where(eq(wallets.userId, user.id))).toHaveLength(1);
    expect((await loginByPassword(api, mobile, "abc123")).body.code).toBe(200);
    expect((await api.postJson("/user/logout", {}, { token: res.body.data.token })).body.code).toBe(200);
  });

  it("gives a fan nickname when none is chosen, and a short session when asked", async () => {
    const mobile = newMobile();
    const res = await register(await registerBody(mobile, "abc123", { auto: 0 }));
    expect(res.body.code).toBe(200);
    expect(Date.parse(res.body.data.expiresAt)).toBe(api.clock.now + DAY);
    const [user] = await api.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user.nickName).toMatch(/^球迷\d{4}$/);
  });

  it("does not register a registered number, and only its owner learns why", async () => {
    const mobile = newMobile();
    await loginByCode(api, mobile);
    api.advance(60_000);
    const send = await api.postForm("/inform/send/sms", {
      captchaVerification: await passCaptcha(api),
      mobile,
      type: 2,
    });
    expect(send.body).toEqual({ code: 200, message: "已发送", data: null });
    const outbox = await api.get("/dev/sms/outbox", { mobile });
    expect(outbox.body.data[0].content).toContain("本手机号已注册");
    expect(outbox.body.data[0].content).not.toMatch(/\d{6}/);
    const { key, iv, values } = await encryptPasswords(api, "abc123");
    const captchaVerification = await passCaptcha(api, "blockPuzzle");
    const attempt = { mobile, verifyCode: "123456", password: values[0], key, iv, captchaVerification };
    expect((await register(attempt)).body.code).toBe(10025);

    const other = newMobile();
    const body = await registerBody(other);
    api.advance(60_000);
    await loginByCode(api, other);
    expect((await register(body)).body).toMatchObject({ code: 10023, message: "该手机号已注册" });
  });

  it("needs a fresh captcha verification and spends it", async () => {
    const mobile = newMobile();
    const body = await registerBody(mobile);
    const first = await register({ ...body, nickName: "同名测试" });
    expect(first.body.code).toBe(200);
    const other = newMobile();
    const again = await registerBody(other);
    const reused = await register({ ...again, captchaVerification: body.captchaVerification });
    expect(reused.body).toEqual({ code: 10021, message: "安全验证已失效，请重新完成验证", data: null });
    const missing = await register({ ...again, captchaVerification: "" });
    expect(missing.body).toMatchObject({ code: 400, message: expect.stringContaining("请先完成安全验证") });
  });

  it("registers only after the block puzzle, never the click-word or the second slider", async () => {
    const body = await registerBody(newMobile());
    const attempt = async (captchaVerification: string) => {
      const { key, iv, values } = await encryptPasswords(api, "abc123");
      return register({ ...body, key, iv, password: values[0], captchaVerification });
    };
    for (const flavour of ["clickWord", "sliding"] as const) {
      expect((await attempt(await passCaptcha(api, flavour))).body).toEqual({
        code: 10021,
        message: "此项安全验证不能用于当前操作，请重新验证",
        data: null,
      });
    }
    expect((await attempt(await passCaptcha(api, "blockPuzzle"))).body.code).toBe(200);
  });

  it("refuses a taken nickname without spending the code", async () => {
    const taken = newMobile();
    expect((await registerUser(api, taken, "abc123", "重名球迷")).body.code).toBe(200);
    const mobile = newMobile();
    const body = await registerBody(mobile);
    const res = await register({ ...body, nickName: "重名球迷" });
    expect(res.body).toEqual({ code: 10019, message: "该昵称已被使用", data: null });

    const { key, iv, values } = await encryptPasswords(api, "abc123");
    const retry = {
      ...body,
      password: values[0],
      key,
      iv,
      captchaVerification: await passCaptcha(api, "blockPuzzle"),
      nickName: "另一个名字",
    };
    expect((await register(retry)).body.code).toBe(200);
  });

  it("refuses a wrong code and a code of another type", async () => {
    const mobile = newMobile();
    const body = await registerBody(mobile);
    const wrong = body.verifyCode === "000000" ? "111111" : "000000";
    expect((await register({ ...body, verifyCode: wrong })).body.code).toBe(10025);

    const other = newMobile();
    const loginCode = await sendCode(api, other, 1);
    const { key, iv, values } = await encryptPasswords(api, "abc123");
    const res = await register({
      mobile: other,
      verifyCode: loginCode,
      password: values[0],
      key,
      iv,
      captchaVerification: await passCaptcha(api, "blockPuzzle"),
    });
    expect(res.body.code).toBe(10025);
  });

  it("holds a new password to 6-20 letters or digits", async () => {
    for (const password of ["abc12", "a".repeat(21), "abc 123", "密码密码密码"]) {
      const { key, iv, values } = await encryptPasswords(api, password);
      const res = await register({
        mobile: newMobile(),
        verifyCode: "123456",
        password: values[0],
        key,
        iv,
        captchaVerification: "x",
      });
      expect(res.body).toEqual({ code: 400, message: "密码是长度为6-20位的字母、数字或组合", data: null });
    }
  });

  it("checks the nickname rule", async () => {
    const res = await register({
      mobile: newMobile(),
      verifyCode: "123456",
      password: "x",
      key: "AbCdEfGhIjKlMnOp",
      iv: "AbCdEfGhIjKlMnOp",
      captchaVerification: "x",
      nickName: "<script>",
    });
    expect(res.body).toMatchObject({
      code: 400,
      message: expect.stringContaining("昵称为2-16位中文、字母、数字或下划线"),
    });
  });
});
