import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

// Every documented route, fed garbage as a visitor and as a signed-in user: never a 500.
type Param = { in: string; name: string; schema?: { type?: string | string[] } };
type Doc = { paths: Record<string, Record<string, { requestBody?: unknown; parameters?: Param[] }>> };

const GARBAGE_QUERY: Record<string, string> = {
  id: "abc",
  matchId: "-1",
  roomId: "9".repeat(30),
  userId: "1e309",
  page: "NaN",
  pageSize: "-5",
  date: "2026-13-45",
  type: "'; drop table users; --",
  word: "%_\\".repeat(100),
  mobile: "１３８００１３８０００",
  nickName: "\u0000\uffff",
  sportId: "[]",
  market: "{}",
  leagueIds: ",,,",
  companyId: "0x10",
};

const BODIES: [string, string][] = [
  ["{not json", "application/json"],
  ["[]", "application/json"],
  ["null", "application/json"],
  [
    JSON.stringify({ mobile: 1, password: { a: 1 }, images: "x", roomId: [], content: "a".repeat(100_000) }),
    "application/json",
  ],
  ["mobile=abc&mode=9&images=%ZZ", "application/x-www-form-urlencoded"],
  ["plain text", "text/plain"],
];

let api: TestApi;
let token: string;
let routes: [string, string][];
beforeAll(async () => {
  api = await createTestApi();
  token = (await createUser(api, { isAnchor: 1, isExpert: 1 })).token;
  const doc = (await (await api.app.request("/openapi.json")).json()) as Doc;
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => [m, path] as [string, string]),
  );
});
afterAll(() => api.close());

const concrete = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
const isStream = (path: string) => path.includes("stream");

describe("malformed input never answers 500", () => {
  it("documents a good number of routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  for (const who of ["visitor", "signed-in user"] as const) {
    it(`as a ${who}`, async () => {
      const headers: Record<string, string> = who === "visitor" ? {} : { accessToken: token };
      const failures: string[] = [];
      for (const [method, path] of routes.filter(([, p]) => !isStream(p))) {
        for (const param of ["abc", "-1", "99999999999999999999", "..%2F..%2Fetc%2Fpasswd"]) {
          const url = `${concrete(path, param)}?${new URLSearchParams(GARBAGE_QUERY)}`;
          if (method === "get") {
            const res = await api.app.request(url, { headers });
            if (res.status >= 500) failures.push(`GET ${url} → ${res.status}`);
            continue;
          }
          for (const [body, type] of BODIES) {
            const res = await api.app.request(url, {
              method: "POST",
              headers: { ...headers, "content-type": type },
              body,
            });
            if (res.status >= 500)
              failures.push(`POST ${path} (${type}: ${body.slice(0, 20)}) → ${res.status}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

// Number() reads all of these as numbers; an integer field takes digits with an optional minus only.
const NOT_INTEGERS = ["1e3", "0x10", " 12 ", "1.0", "+5", "１２"];

const isInteger = (p: Param) => p.in === "query" && [p.schema?.type].flat().includes("integer");

describe("integer fields take digits only", () => {
  it("refuses every non-digit spelling in every documented integer query field", async () => {
    const doc = (await (await api.app.request("/openapi.json")).json()) as Doc;
    // The sweep above may have signed its user out (POST /user/logout).
    const { token } = await createUser(api, { isAnchor: 1, isExpert: 1 });
    const accepted: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      const ints = (methods.get?.parameters ?? []).filter(isInteger).map((p) => p.name);
      if (isStream(path) || path.includes("{")) continue;
      for (const name of ints) {
        const query = (value: string) =>
          `${path}?${new URLSearchParams({ ...Object.fromEntries(ints.map((n) => [n, "1"])), [name]: value })}`;
        // A field that fails for another reason (a required date) cannot show what this one does.
        if ((await api.app.request(query("1"), { headers: { accessToken: token } })).status === 400) continue;
        checked += 1;
        for (const value of NOT_INTEGERS) {
          const res = await api.app.request(query(value), { headers: { accessToken: token } });
          const body = (await res.json()) as { message: string };
          if (res.status !== 400 || body.message !== `须为整数（${name}）`) {
            accepted.push(`${path} ${name}=${JSON.stringify(value)} → ${res.status} ${body.message}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(60);
    expect(accepted).toEqual([]);
  });

  it("refuses them in bodies too, form and JSON alike", async () => {
    const { token } = await createUser(api);
    for (const type of NOT_INTEGERS) {
      const form = await api.postForm("/inform/send/sms", {
        captchaVerification: "x",
        mobile: "13800138000",
        type,
      });
      // A field with its own wording keeps it: the SMS type names the codes it accepts.
      expect(form.body).toEqual({
        code: 400,
        message:
          "短信类型只能是1（登录）、2（注册）、3（找回密码）、4（修改密码）或5（找回支付密码）（type）",
        data: null,
      });
      const json = await api.postJson("/api/chat/page", { roomId: type }, { token });
      expect(json.body).toMatchObject({ code: 400, message: "须为整数（roomId）" });
    }
  });
});
