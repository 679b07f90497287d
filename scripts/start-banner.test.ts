import { describe, expect, it } from "vitest";
import { startBanner } from "./start-banner";

const env = { WEB_PORT: "3000", API_INTERNAL_URL: "http://127.0.0.1:3001" };

describe("the start banner", () => {
  it("says loudly that the api runs in demo mode and where its loopback-only helpers are", () => {
    const banner = startBanner(env, false);
    expect(banner).toContain("API MODE: 演示模式 / development");
    expect(banner).toContain("http://127.0.0.1:3001/dev/sms/outbox");
    expect(banner).toContain("http://127.0.0.1:3001/dev/captcha/answer");
    expect(banner).toContain("http://localhost:3000/gateway/dev/* answers 404");
  });

  it("says production mode has no helpers", () => {
    const banner = startBanner({ ...env, API_NODE_ENV: "production" }, false);
    expect(banner).toContain("API MODE: production");
    expect(banner).not.toContain("/dev/sms/outbox");
  });
});
