import { describe, expect, it } from "vitest";
import { apiPathOf } from "./gateway-paths";

describe("the gateway's allow-list", () => {
  it.each([
    ["/gateway/user/center/info", "/user/center/info"],
    ["/gateway/api/room/stream", "/api/room/stream"],
    ["/gateway/live/stream/match/3003486", "/live/stream/match/3003486"],
    ["/gateway/inform/captcha/get", "/inform/captcha/get"],
    ["/gateway/pay/balances", "/pay/balances"],
    ["/gateway/tj/expert/info", "/tj/expert/info"],
    ["/gateway/chat/getToken", "/chat/getToken"],
    ["/gateway/uploads/202611/a.png", "/uploads/202611/a.png"],
    ["/gateway/pay/export/income/", "/pay/export/income/"],
    ["/gateway/api/search/list/%E8%B6%B3%E7%90%83", "/api/search/list/%E8%B6%B3%E7%90%83"],
  ])("forwards %s to %s", (path, api) => expect(apiPathOf(path)).toBe(api));

  it.each([
    "/gateway/dev/sms/outbox",
    "/gateway/dev/captcha/answer",
    "/gateway/dev",
    "/gateway/internal/ops/audits",
    "/gateway/internal/media/authorize",
    "/gateway/docs",
    "/gateway/openapi.json",
    "/gateway/healthz",
    "/gateway/captcha/get",
    "/gateway/DEV/sms/outbox",
    "/gateway/",
    "/gateway",
    "/dev/sms/outbox",
  ])("refuses %s", (path) => expect(apiPathOf(path)).toBeNull());

  it.each([
    "/gateway/user/../dev/sms/outbox",
    "/gateway/user/%2e%2e/dev/sms/outbox",
    "/gateway/user/%2E%2E/%2E%2E/dev/captcha/answer",
    "/gateway/user/./center/info",
    "/gateway/user/%2e/center/info",
    "/gateway/user/..%2fdev/sms/outbox",
    "/gateway/user/..%2Fdev",
    "/gateway/user/..%5cdev",
    "/gateway/user%2f..%2fdev",
    "/gateway/user//center/info",
    "/gateway//dev/sms/outbox",
    "/gateway/user/%ff",
    "/gateway/user/%E0%A4%A",
  ])("refuses the traversal or malformed path %s", (path) => expect(apiPathOf(path)).toBeNull());
});
