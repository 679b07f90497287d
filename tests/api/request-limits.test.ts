import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_BODY_MAX_BYTES } from "@/lib/contracts/body-limit";
import { createTestApi, type TestApi } from "../support/test-api";
import { loginByCode, newMobile } from "./auth-helpers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const tooLarge = { code: 413, message: "请求内容过大", data: null };

describe("every answer", () => {
  it("tells browsers not to sniff its type: data, errors, unknown paths, pages", async () => {
    const answers = [
      await api.app.request("/live/time?channelId=3&platform=1"),
      await api.app.request("/user/center/info"),
      await api.app.request("/no/such/path"),
      await api.app.request("/user/login", {
        method: "POST",
        body: "{",
        headers: { "content-type": "application/json" },
      }),
      await api.app.request("/docs"),
    ];
    for (const res of answers) expect(res.headers.get("x-content-type-options"), res.url).toBe("nosniff");
  });
});

describe("request bodies", () => {
  const big = "x".repeat(REQUEST_BODY_MAX_BYTES + 1);

  it("refuses a body over the limit with 413 before reading it", async () => {
    const json = await api.postRaw("/user/login", JSON.stringify({ mobile: big }), "application/json");
    expect(json.status).toBe(413);
    expect(json.body).toEqual(tooLarge);
    const form = await api.postRaw("/api/report/add", `content=${big}`, "application/x-www-form-urlencoded");
    expect(form.status).toBe(413);
  });

  it("refuses a streamed body without a length once it passes the limit", async () => {
    const chunk = new TextEncoder().encode("y".repeat(64 * 1024));
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await api.app.request("/user/login", {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
  });

  it("leaves image uploads their own, larger limit", async () => {
    const token = await loginByCode(api, newMobile());
    const image = `data:image/png;base64,${"A".repeat(REQUEST_BODY_MAX_BYTES * 2)}`;
    for (const path of ["/api/upload/multiUploadBase64", "/user/common/multiUploadBase64"]) {
      const res = await api.postJson(path, { images: [image] }, { token });
      expect(res.status, path).not.toBe(413);
    }
  });
});
