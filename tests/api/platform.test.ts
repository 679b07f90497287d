import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, fromSocket, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("api platform", () => {
  it("answers /healthz in the envelope with the database kind and the role", async () => {
    const res = await api.get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { status: "ok", db: "pglite", leader: true } });
  });

  it("answers an unknown path with the 404 envelope", async () => {
    const res = await api.get("/no/such/path");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: "接口不存在", data: null });
  });

  it("serves an OpenAPI document and a reference page listing the routes", async () => {
    const doc = await api.get("/openapi.json");
    expect(doc.body).toMatchObject({ openapi: "3.1.0" });
    expect(Object.keys((doc.body as unknown as { paths: object }).paths)).toContain("/healthz");
    const page = await api.app.request("/docs");
    expect(await page.text()).toContain("/live/time");
  });

  it("tells the server time", async () => {
    const res = await api.get("/live/time");
    expect(res.body.data.now).toBe(api.clock.now);
  });
});

describe("development console", () => {
  it("lists the SMS outbox outside production", async () => {
    await api.deps.sms.send("13800138000", "【球探直播】您的验证码为123456");
    const page = await api.app.request("/dev?mobile=13800138000", {}, fromSocket("127.0.0.1"));
    expect(await page.text()).toContain("您的验证码为123456");
  });

  it("does not exist in production", async () => {
    const prod = await createTestApi({ env: { NODE_ENV: "production" } });
    const res = await prod.app.request("/dev", {}, fromSocket("127.0.0.1"));
    expect(res.status).toBe(404);
    await prod.close();
  });
});
