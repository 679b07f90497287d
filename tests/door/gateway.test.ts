import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REQUEST_BODY_MAX_BYTES } from "@/lib/contracts/body-limit";
import { createTestApi, fromSocket, type TestApi } from "../support/test-api";
import {
  encryptPasswords,
  loginByCode,
  newMobile,
  passCaptcha,
  sendCode,
  userWithPassword,
} from "../api/auth-helpers";

// The route handler Next runs for /gateway/*, in front of an in-process api on "loopback".
vi.mock("server-only", () => ({}));
vi.stubEnv("API_INTERNAL_URL", "http://api.internal");
let api: TestApi;
const send = vi.fn((url: string | URL | Request, init?: RequestInit) =>
  Promise.resolve(api.app.request(url instanceof Request ? url : String(url), init, fromSocket("127.0.0.1"))),
);
vi.stubGlobal("fetch", send);
const route = await import("@/app/gateway/[...path]/route");
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Handler = (request: Request, context: { params: Promise<{ path: string[] }> }) => Promise<Response>;

/** Next's catch-all params: the segments after /gateway, decoded. */
function paramsOf(url: string) {
  const segments = new URL(url).pathname.split("/").slice(2);
  const path = segments.map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  return { params: Promise.resolve({ path }) };
}

function gateway(request: Request) {
  const handler = (route as unknown as Record<string, Handler>)[request.method];
  return handler(request, paramsOf(request.url));
}

const SITE = "http://localhost:3000";
type Call = RequestInit & { cookie?: string; site?: string; proto?: string };

/** A browser request as the web server hands it to the gateway (its own X-Forwarded-* set). */
function browser(path: string, { cookie, site = "same-origin", proto = "http", ...init }: Call = {}) {
  const headers = new Headers(init.headers);
  headers.set("host", "localhost:3000");
  headers.set("x-forwarded-for", "203.0.113.7");
  headers.set("x-forwarded-proto", proto);
  if (site) headers.set("sec-fetch-site", site);
  if (cookie) headers.set("cookie", cookie);
  return gateway(new Request(`${SITE}/gateway${path}`, { ...init, headers }));
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function codeLogin(call: Omit<Call, "method" | "body" | "headers"> = {}, auto = 1) {
  const mobile = newMobile("159");
  const verifyCode = await sendCode(api, mobile, 1);
  const login = { mobile, channelId: 3, platform: 1, mode: 1, auto, verifyCode, loginType: 1 };
  return browser("/user/login", { ...call, ...json(login) });
}

const tokenOf = (res: Response) => /(?:^|, )auth=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
const info = (call: Call = {}) => browser("/user/center/info?channelId=3&platform=1", call);

describe("the allow-list", () => {
  it("never forwards the development, internal or reference paths", async () => {
    send.mockClear();
    for (const path of [
      "/dev/sms/outbox?mobile=13800138000",
      "/dev/captcha/answer?token=abc",
      "/dev",
      "/user/%2e%2e/dev/sms/outbox",
      "/user/..%2fdev/sms/outbox",
      "/internal/ops/audits",
      "/docs",
      "/openapi.json",
    ]) {
      const res = await browser(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: "接口不存在", data: null });
    }
    expect(send).not.toHaveBeenCalled();
  });

  it("forwards an allowed call with the client's address from the web server, one hop", async () => {
    send.mockClear();
    const res = await browser("/live/time?channelId=3&platform=1");
    expect((await res.json()).code).toBe(200);
    const headers = new Headers(send.mock.calls[0][1]?.headers);
    expect(headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(send.mock.calls[0][0]).toBe("http://api.internal/live/time?channelId=3&platform=1");
  });
});

describe("the session cookie", () => {
  it("turns a code login into an HttpOnly cookie and keeps the token out of the body", async () => {
    const res = await codeLogin();
    const token = tokenOf(res)!;
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ code: 200, data: { expiresAt: expect.any(String) } });
    expect(text).not.toContain(token);
    expect(JSON.parse(text).data.token).toBeUndefined();
    const [auth, hint] = res.headers.getSetCookie();
    expect(auth).toBe(`auth=${token}; HttpOnly; Path=/; SameSite=Lax; Max-Age=2592000`);
    expect(hint).toBe("signed_in=1; Path=/; SameSite=Lax; Max-Age=2592000");
    expect((await (await info({ cookie: `auth=${token}` })).json()).code).toBe(200);
  });

  it("makes a session cookie without keep-login, and a Secure one over TLS", async () => {
    const [auth, hint] = (await codeLogin({}, 0)).headers.getSetCookie();
    expect(auth).not.toContain("Max-Age");
    expect(hint).not.toContain("Max-Age");
    const secure = (await codeLogin({ proto: "https" })).headers.getSetCookie();
    expect(secure[0]).toMatch(/; HttpOnly; Path=\/; SameSite=Lax; Secure; Max-Age=2592000$/);
    expect(secure[1]).toContain("; Secure");
  });

  it("signs a new account in through the register call (form-encoded)", async () => {
    const mobile = newMobile("159");
    const verifyCode = await sendCode(api, mobile, 2);
    const { key, iv, values } = await encryptPasswords(api, "abc123");
    const form = new URLSearchParams({ mobile, verifyCode, password: values[0], key, iv, auto: "1" });
    form.set("captchaVerification", await passCaptcha(api, "blockPuzzle"));
    const res = await browser("/user/register", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    const token = tokenOf(res)!;
    expect(token).toBeTruthy();
    expect(await res.text()).not.toContain(token);
  });

  it("authenticates with the cookie only: a client's accessToken header is ignored", async () => {
    const token = await loginByCode(api, newMobile("159"));
    expect((await info({ headers: { accessToken: token } })).status).toBe(401);
    expect((await info({ cookie: `auth=${token}` })).status).toBe(200);
  });

  it("clears the cookies on logout and revokes the session on the api", async () => {
    const token = tokenOf(await codeLogin())!;
    const res = await browser("/user/logout", { method: "POST", cookie: `auth=${token}; signed_in=1` });
    expect((await res.json()).code).toBe(200);
    const cleared = res.headers.getSetCookie();
    expect(cleared).toEqual([
      "auth=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0",
      "signed_in=; Path=/; SameSite=Lax; Max-Age=0",
    ]);
    expect((await api.get("/user/center/info", {}, { token })).status).toBe(401);
  });

  it("clears the cookies after a password change, and when the session has died", async () => {
    const { password, token } = await userWithPassword(api);
    const { key, iv, values } = await encryptPasswords(api, password, "changed88");
    const changed = await browser("/user/center/updatePassword", {
      ...json({ oldPassword: values[0], newPassword: values[1], key, iv }),
      cookie: `auth=${token}`,
    });
    expect((await changed.json()).code).toBe(200);
    expect(changed.headers.getSetCookie()[0]).toMatch(/^auth=; HttpOnly;.*Max-Age=0/);
    const dead = await info({ cookie: `auth=${token}` });
    expect(dead.status).toBe(401);
    expect(dead.headers.getSetCookie()[0]).toMatch(/^auth=;.*Max-Age=0/);
  });
});

describe("a request sent by another site", () => {
  it("gets no session, even on a state-changing GET", async () => {
    const token = tokenOf(await codeLogin())!;
    const cookie = `auth=${token}`;
    expect((await info({ cookie, site: "cross-site" })).status).toBe(401);
    expect((await info({ cookie, site: "same-site" })).status).toBe(401);
    const rename = await browser("/user/center/updateNickName?nickName=被改了&channelId=3&platform=1", {
      cookie,
      site: "cross-site",
    });
    expect(rename.status).toBe(401);
    expect(rename.headers.getSetCookie()).toEqual([]);
    expect((await info({ cookie, site: "none" })).status).toBe(200);
  });

  it("falls back to the Origin header when the browser sends no Sec-Fetch-Site", async () => {
    const token = tokenOf(await codeLogin())!;
    const cookie = `auth=${token}`;
    const foreign = await info({ cookie, site: "", headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(401);
    expect((await info({ cookie, site: "", headers: { origin: SITE } })).status).toBe(200);
    expect((await info({ cookie, site: "" })).status).toBe(200);
  });

  it("cannot sign the browser in or out", async () => {
    const login = await codeLogin({ site: "cross-site" });
    expect(login.headers.getSetCookie()).toEqual([]);
    expect((await login.json()).data.token).toBeUndefined();
    const token = tokenOf(await codeLogin())!;
    const logout = await browser("/user/logout", {
      method: "POST",
      cookie: `auth=${token}`,
      site: "cross-site",
    });
    expect(logout.headers.getSetCookie()).toEqual([]);
    expect((await info({ cookie: `auth=${token}` })).status).toBe(200);
  });
});

describe("request bodies", () => {
  it("refuses a body over the limit before the api sees it, declared or streamed", async () => {
    send.mockClear();
    const big = JSON.stringify({ mobile: "x".repeat(REQUEST_BODY_MAX_BYTES) });
    const declared = await browser("/user/login", json(JSON.parse(big)));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ code: 413, message: "请求内容过大", data: null });
    const chunk = new TextEncoder().encode("y".repeat(64 * 1024));
    const streamed = await browser("/api/report/add", {
      method: "POST",
      body: new ReadableStream({
        start(c) {
          for (let i = 0; i < 3; i++) c.enqueue(chunk);
          c.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(send).not.toHaveBeenCalled();
  });
});
