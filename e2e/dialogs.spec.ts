import { expect, test } from "@playwright/test";
import { freshMobile } from "./support/api";

// The native <dialog> in Chromium: what jsdom cannot show (the inert page, the real Escape).
test("the login dialog keeps focus inside, closes on Escape and gives focus back", async ({ page }) => {
  await page.goto("/");
  const opener = page.getByRole("button", { name: "登录", exact: true }).first();
  await opener.click();
  const login = page.getByRole("dialog", { name: "登录" });
  await expect(login).toBeVisible();
  const focusInside = () =>
    login.evaluate(
      (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
    );
  expect(await focusInside()).toBe(true);
  // The page behind is inert: tabbing never leaves the dialog for it.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();
  await expect(opener).toBeFocused();
});

test("Escape closes the captcha over the login dialog, and only the captcha", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "登录", exact: true }).first().click();
  const login = page.getByRole("dialog", { name: "登录" });
  await login.getByPlaceholder("请输入手机号").fill(freshMobile());
  await login.getByRole("button", { name: "获取验证码" }).click();
  const captcha = page.getByRole("dialog", { name: "请完成安全验证" });
  await expect(captcha).toBeVisible();
  await expect(page.getByTestId("click-word-image")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(captcha).toBeHidden();
  await expect(login).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();
});
