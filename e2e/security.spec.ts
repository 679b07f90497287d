import { expect, test, type Page } from "@playwright/test";
import { API_URL } from "./support/api";
import { solveClickWord } from "./support/captcha";

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${location.pathname}`,
      ),
    );
  });
  return violations;
}

test("the public port never reaches the development helpers", async ({ request }) => {
  for (const path of [
    "/gateway/dev/sms/outbox",
    "/gateway/dev/sms/outbox?mobile=13800138000",
    "/gateway/dev/captcha/answer?token=abcdefgh",
    "/gateway/dev",
    "/gateway/user/%2e%2e/dev/sms/outbox",
    "/gateway/internal/ops/audits",
    "/gateway/docs",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404 });
  }
  // The helpers still answer on the api's own loopback port (the demo and these tests use them).
  expect((await request.get(`${API_URL}/dev/sms/outbox`)).status()).toBe(200);
});

test("every response carries the security headers", async ({ request, page }) => {
  await page.goto("/");
  const script = await page.locator("script[src]").first().getAttribute("src");
  for (const path of ["/", "/football", script!, "/gateway/live/time"]) {
    const res = await request.get(path);
    const csp = res.headers()["content-security-policy"];
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers()["x-frame-options"]).toBe("DENY");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers()["permissions-policy"]).toBeTruthy();
  }
});

test("an undecodable path answers 400, not 500", async ({ request }) => {
  for (const path of ["/live/room/%ff", "/football/live/%E0%A4%A", "/news/%", "/personal/%c0%af"]) {
    expect((await request.get(path)).status(), path).toBe(400);
  }
});

test("a sign-in keeps the token where no script can read it", async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto("/");
  await page.getByRole("button", { name: "登录", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "密码登录" }).click();
  await dialog.getByPlaceholder("请输入手机号").fill("13800138000");
  await dialog.getByPlaceholder(/6-20/).fill("qiutan123");
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  const auth = (await page.context().cookies()).find((c) => c.name === "auth")!;
  expect(auth).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain(auth.value);
  expect(visible).toContain("signed_in=1");
  expect(violations).toEqual([]);
});

test("the pages, the captcha and the live video run under the policy", async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  await page.goto("/");
  await page.goto("/football");
  const match = await page.locator('a[href^="/football/live/"]').first().getAttribute("href");
  await page.goto(match!);
  await expect(page.locator("main")).toBeVisible();

  await page.goto("/");
  await page.getByRole("button", { name: "登录", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByPlaceholder("请输入手机号").fill("13800138000");
  await dialog.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByTestId("click-word-image")).toBeVisible();
  await solveClickWord(page);

  const rooms = await request.get(`${API_URL}/api/room/page`, { params: { roomType: 1, pageSize: 1 } });
  const roomId = (await rooms.json()).data.list[0].roomId;
  await page.goto(`/live/room/${roomId}`);
  await expect
    .poll(() => page.getByTestId("live-video").evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
  expect(violations).toEqual([]);
});
