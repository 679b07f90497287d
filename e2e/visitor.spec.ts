import { expect, test } from "@playwright/test";

// Each page of the platform issue, as a visitor, with the text that proves it rendered on the server.
const pages: [string, string][] = [
  ["/", "人气主播"],
  ["/about/agreement", "用户服务协议"],
  ["/about/privacy", "隐私政策"],
  ["/about/protocol", "主播入驻协议"],
  ["/about/specification", "直播管理规范"],
  ["/about/10001", "帮助中心"],
  ["/about/10002", "关于我们"],
  ["/about/live/1", "开播指南"],
  ["/app", "扫码下载"],
  ["/search?word=%E8%80%81", "搜索结果"],
  ["/user/register", "注册"],
  ["/user/pwd_find", "找回密码"],
  ["/user/comFormPage?type=password", "登录后才能进行账号设置"],
];

test.describe("as a visitor", () => {
  for (const [path, text] of pages) {
    test(`${path} renders on the server`, async ({ request, page }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain(text);
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }

  test("the header carries the SPEC navigation and the footer the disclaimer", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation").first();
    for (const label of ["首页", "比分", "直播", "赛程", "头条", "社区", "有料", "数据"]) {
      await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText("不存储").first()).toBeVisible();
  });

  test("guarded paths send a visitor home; /v/anchor paths stay open", async ({ page }) => {
    for (const path of ["/v/home", "/v/wallet", "/recommend", "/recommend/records"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    await page.goto("/v/anchor-set");
    await expect(page).toHaveURL(/\/v\/anchor-set$/);
  });

  test("an unknown page shows the 404 page with a way home", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.locator("header")).toHaveCount(1);
    await page.getByRole("link", { name: "返回首页" }).click();
    await expect(page).toHaveURL(/\/$/);

    // An unknown room: the live rooms' layout (a header, no footer) around the same page.
    expect((await page.goto("/live/room/999999999"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(0);
  });

  test("search finds users and keeps the history", async ({ page }) => {
    await page.goto("/");
    const box = page.getByPlaceholder(/搜索/).first();
    await box.fill("解说");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?word=/);
    await expect(page.getByText("解说老李").first()).toBeVisible();
    await page.goto("/");
    await page.getByPlaceholder(/搜索/).first().focus();
    await expect(page.getByText("搜索历史")).toBeVisible();
    await expect(page.getByText("解说", { exact: true }).first()).toBeVisible();
  });

  test("back to top appears after scrolling and returns to the top", async ({ page }) => {
    await page.goto("/about/agreement");
    const back = page.getByRole("button", { name: "返回顶部" });
    await expect(back).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(back).toBeVisible();
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("a stale auth cookie on a guarded path is checked on the server and cleared", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "auth", value: "revoked-or-forged-token", url: baseURL! }]);
  await page.goto("/v/home");
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).find((c) => c.name === "auth")).toBeUndefined();
});
