import { describe, expect, it } from "vitest";
import { loadWebEnv } from "./web-env-schema";

describe("loadWebEnv: the site's public origin and contact details", () => {
  it("derives SITE_URL from the web port when unset or empty", () => {
    expect(loadWebEnv({ WEB_PORT: "4500" }).SITE_URL).toBe("http://localhost:4500");
    expect(loadWebEnv({ SITE_URL: "" }).SITE_URL).toBe("http://localhost:3000");
  });

  it("keeps a configured origin without its trailing slash", () => {
    expect(loadWebEnv({ SITE_URL: "https://www.example.com/" }).SITE_URL).toBe("https://www.example.com");
  });

  it("leaves contact details and record numbers empty unless configured", () => {
    const env = loadWebEnv({});
    expect([
      env.SITE_CONTACT_EMAIL,
      env.SITE_CONTACT_PHONE,
      env.SITE_ICP,
      env.SITE_PUBLIC_SECURITY_RECORD,
    ]).toEqual(["", "", "", ""]);
    expect(loadWebEnv({ SITE_ICP: " 京ICP备12345678号-1 " }).SITE_ICP).toBe("京ICP备12345678号-1");
  });

  it("stops on an address that is not one", () => {
    expect(() => loadWebEnv({ SITE_CONTACT_EMAIL: "service at example" })).toThrow(/SITE_CONTACT_EMAIL/);
    expect(() => loadWebEnv({ SITE_URL: "www.example.com" })).toThrow(/SITE_URL/);
  });
});
