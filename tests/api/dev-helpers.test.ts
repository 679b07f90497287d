import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, fromSocket, type TestApi } from "../support/test-api";

const HELPERS = ["/dev", "/dev/sms/outbox?mobile=13800138000", "/dev/captcha/answer?token=abcdefgh"];
const notFound = { code: 404, message: "接口不存在", data: null };

let dev: TestApi;
let prod: TestApi;
beforeAll(async () => {
  [dev, prod] = await Promise.all([createTestApi(), createTestApi({ env: { NODE_ENV: "production" } })]);
});
afterAll(async () => {
  await Promise.all([dev.close(), prod.close()]);
});

async function pathsOf(api: TestApi) {
  const doc = (await (await api.app.request("/openapi.json")).json()) as { paths: object };
  return Object.keys(doc.paths);
}

describe("development helpers outside production", () => {
  it("answer a peer on this machine, also as an IPv4-mapped address", async () => {
    await dev.deps.sms.send("13800138000", "【球探直播】您的验证码为654321");
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const outbox = await dev.get("/dev/sms/outbox", { mobile: "13800138000" }, { ip: peer });
      expect(outbox.body.data[0].content).toContain("654321");
      const page = await dev.app.request("/dev", {}, fromSocket(peer));
      expect(await page.text()).toContain("654321");
    }
  });

  it("answer any other peer like an unknown path, whatever its headers claim", async () => {
    const headers = { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1", host: "127.0.0.1" };
    for (const path of HELPERS) {
      const res = await dev.app.request(path, { headers }, fromSocket("10.0.0.5"));
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
  });

  it("are listed in the reference, which lists no internal endpoint", async () => {
    const paths = await pathsOf(dev);
    expect(paths).toEqual(expect.arrayContaining(["/dev/sms/outbox", "/dev/captcha/answer"]));
    expect(paths.filter((p) => p.startsWith("/internal"))).toEqual([]);
  });
});

describe("production", () => {
  it("has no development helper, even for this machine", async () => {
    for (const path of HELPERS) {
      const res = await prod.app.request(path, {}, fromSocket("127.0.0.1"));
      expect(res.status, path).toBe(404);
    }
  });

  it("lists no endpoint it does not serve", async () => {
    const paths = await pathsOf(prod);
    expect(paths).toContain("/user/login");
    expect(paths.filter((p) => p.startsWith("/dev") || p.startsWith("/internal"))).toEqual([]);
    const reference = await (await prod.app.request("/docs")).text();
    expect(reference).not.toContain("/dev/");
  });
});
