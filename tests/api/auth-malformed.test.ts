import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/test-api";
import { fromIp, newIp, userWithPassword } from "./auth-helpers";

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await userWithPassword(api)).token;
});
afterAll(() => api.close());

const KEY = "AbCdEfGhIjKlMnOp";
const huge = "9".repeat(200_000);

/** Each write with a body that is valid in shape, to mutate field by field. */
const writes: [string, Record<string, unknown>][] = [
  ["/user/login", { mobile: "13800000000", mode: 0, auto: 1, password: "eA==", key: KEY, iv: KEY }],
  [
    "/user/register",
    {
      mobile: "13800000000",
      verifyCode: "123456",
      password: "eA==",
      key: KEY,
      iv: KEY,
      captchaVerification: "x",
    },
  ],
  [
    "/user/center/retrievePassword",
    { mobile: "13800000000", verifyCode: "123456", password: "eA==", key: KEY, iv: KEY },
  ],
  ["/user/center/updatePassword", { oldPassword: "eA==", newPassword: "eA==", key: KEY, iv: KEY }],
  ["/user/center/initPassword", { password: "eA==", key: KEY, iv: KEY }],
  ["/inform/send/sms", { captchaVerification: "x", mobile: "13800000000", type: 1 }],
  ["/inform/captcha/get", { captchaType: "blockPuzzle", clientUid: "u", ts: 1 }],
  ["/inform/captcha/check", { captchaType: "blockPuzzle", pointJson: "x", token: "t" }],
];

const call = (path: string, body: string, type: string) =>
  api.postRaw(path, body, type, { token, ...fromIp(newIp()) });

function expectClientError(res: { status: number; body: { code: number; message: string; data: unknown } }) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body).toMatchObject({ code: res.status, message: expect.any(String), data: null });
}

describe.each(writes)("%s with malformed input", (path, valid) => {
  it("answers broken JSON with the 400 envelope", async () => {
    const res = await call(path, '{"mobile": "138', "application/json");
    expect(res).toMatchObject({ status: 400, body: { code: 400, message: "请求体格式错误" } });
  });

  it("answers an unsupported content type with 415", async () => {
    expectClientError(await call(path, JSON.stringify(valid), "text/plain"));
    expect((await call(path, JSON.stringify(valid), "text/plain")).status).toBe(415);
  });

  it("answers a JSON array, null or a number with 400", async () => {
    for (const body of ["[]", "null", "42", '"text"'])
      expectClientError(await call(path, body, "application/json"));
  });

  it.each(Object.keys(valid))("answers a missing or ill-typed %s with 400, never 500", async (field) => {
    const without = { ...valid };
    delete without[field];
    for (const body of [
      without,
      { ...valid, [field]: { nested: true } },
      { ...valid, [field]: [1, 2] },
      { ...valid, [field]: huge },
    ]) {
      const res = await call(path, JSON.stringify(body), "application/json");
      expect(res.status).toBeLessThan(500);
      if (res.status !== 200) expectClientError(res);
    }
  });

  it("survives a huge form body", async () => {
    const form = new URLSearchParams(Object.entries(valid).map(([k]) => [k, huge])).toString();
    expectClientError(await call(path, form, "application/x-www-form-urlencoded"));
  });
});

describe("GET endpoints with malformed queries", () => {
  it.each([
    ["/inform/verifyCode", { mobile: huge, verifyCode: "123456" }],
    ["/inform/verifyCode", { mobile: "13800000000", verifyCode: "123456", type: "abc" }],
    ["/user/verification/sliding-verification", { clientUid: huge }],
    ["/dev/captcha/answer", { token: huge }],
    ["/dev/captcha/answer", {}],
    ["/dev/sms/outbox", { mobile: huge }],
  ])("%s %j answers 400", async (path, query) => {
    const res = await api.get(path, query as Record<string, string>);
    expect(res).toMatchObject({ status: 400, body: { code: 400, data: null } });
  });
});

describe("odd values that are still valid", () => {
  it("reads numbers sent as JSON numbers and as strings", async () => {
    const res = await api.postJson(
      "/user/login",
      { mobile: 13800000000, mode: "1", auto: "1", verifyCode: 123456 },
      fromIp(newIp()),
    );
    expect(res.body.code).toBe(10025);
  });

  it("ignores empty optional fields in password mode", async () => {
    const res = await api.postForm(
      "/user/login",
      { mobile: "13800000000", mode: 0, verifyCode: "", password: "eA==", key: KEY, iv: KEY },
      fromIp(newIp()),
    );
    expect(res.body.code).toBe(10014);
  });

  it("treats a garbage token as a visitor", async () => {
    const res = await api.postJson(
      "/user/center/initPassword",
      { password: "eA==", key: KEY, iv: KEY },
      { token: "garbage" },
    );
    expect(res.status).toBe(401);
  });
});
