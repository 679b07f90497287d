import { expect, test, type Page } from "@playwright/test";
import { freshMobile, latestSmsCode } from "./support/api";
import { solveBlockPuzzle, solveClickWord } from "./support/captcha";

const PASSWORD = "fan2026go";

async function openLogin(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "登录", exact: true }).first().click();
  return page.getByRole("dialog");
}

async function signOut(page: Page) {
  await page.getByTestId("user-menu").hover();
  await page.getByRole("button", { name: "退出登录" }).click();
  await expect(page.getByRole("button", { name: "登录", exact: true }).first()).toBeVisible();
}

test.describe.serial("as a new user", () => {
  const mobile = freshMobile();

  test("registers through the slider, the click-word captcha and the SMS outbox", async ({ page }) => {
    await page.goto("/user/register");
    await page.getByRole("button", { name: "注册", exact: true }).click();
    await expect(page.getByText("请输入正确的手机号").first()).toBeVisible();

    await page.goto("/user/register");
    await page.getByPlaceholder("请输入手机号").fill(mobile);
    await solveBlockPuzzle(page);
    await expect(page.getByText(/验证成功|验证通过/).first()).toBeVisible();
    await page.getByRole("button", { name: "获取验证码" }).click();
    await solveClickWord(page);
    await expect(page.getByText("已发送").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /重新发送\(\d+s\)/ })).toBeDisabled();
    await page.getByPlaceholder("请输入验证码").fill(await latestSmsCode(page.request, mobile));
    await page.getByPlaceholder(/请输入6-20位/).fill(PASSWORD);
    await page.getByPlaceholder("请再次输入密码").fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "注册", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("user-menu")).toBeVisible();
    await signOut(page);
  });

  test("signs in by code through the click-word captcha, then signs out", async ({ page }) => {
    // A second number: the one just registered is inside its 60 s resend interval.
    const codeMobile = freshMobile();
    const dialog = await openLogin(page);
    await dialog.getByPlaceholder("请输入手机号").fill(codeMobile);
    await dialog.getByRole("button", { name: "获取验证码" }).click();
    await solveClickWord(page);
    await expect(page.getByText("已发送").first()).toBeVisible();
    await dialog.getByPlaceholder("请输入验证码").fill(await latestSmsCode(page.request, codeMobile));
    await dialog.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByTestId("user-menu")).toBeVisible();
    const auth = (await page.context().cookies()).find((c) => c.name === "auth")!;
    expect(auth.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    expect(auth).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).not.toContain(auth.value);
    await signOut(page);
    expect((await page.context().cookies()).find((c) => c.name === "auth")).toBeUndefined();
  });

  test("signs in by password and sees the user panel with balances", async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole("tab", { name: "密码登录" }).click();
    await dialog.getByPlaceholder("请输入手机号").fill("13800138000");
    await dialog.getByPlaceholder(/6-20/).fill("qiutan123");
    await dialog.getByRole("button", { name: "登录", exact: true }).click();
    const menu = page.getByTestId("user-menu");
    await expect(menu).toBeVisible();
    await menu.hover();
    await expect(page.getByText("演示球迷").first()).toBeVisible();
    await expect(page.getByText("5,000").first()).toBeVisible();
    await expect(page.getByText("200").first()).toBeVisible();
    for (const item of ["个人中心", "我的关注", "我的空间", "申请主播", "退出登录"]) {
      await expect(page.getByText(item).first()).toBeVisible();
    }
  });

  test("five wrong passwords lock the account with the SPEC message", async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole("tab", { name: "密码登录" }).click();
    await dialog.getByPlaceholder("请输入手机号").fill(mobile);
    for (let i = 0; i < 5; i++) {
      await dialog.getByPlaceholder(/6-20/).fill(`wrong${i}pass`);
      await dialog.getByRole("button", { name: "登录", exact: true }).click();
      await expect(page.getByText("用户名或密码输入错误，超过五次将被锁定！").first()).toBeVisible();
    }
    await dialog.getByPlaceholder(/6-20/).fill(PASSWORD);
    await dialog.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByText(/锁定/).first()).toBeVisible();
    await expect(page.getByTestId("user-menu")).toHaveCount(0);
  });
});
