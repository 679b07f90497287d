import { expect, type Locator, type Page } from "@playwright/test";
import { captchaAnswer } from "./api";

/** Reads the widget's token, asks the development api for its answer and solves it like a person. */
async function tokenOf(root: Locator): Promise<string> {
  await expect(root).toHaveAttribute("data-captcha-token", /.+/);
  return (await root.getAttribute("data-captcha-token"))!;
}

export async function solveClickWord(page: Page) {
  const image = page.getByTestId("click-word-image");
  await expect(image).toBeVisible();
  const root = page.locator("[data-captcha-token]").filter({ has: image });
  const answer = await captchaAnswer(page.request, await tokenOf(root));
  if (answer.captchaType !== "clickWord") throw new Error("expected a click-word challenge");
  const box = (await image.boundingBox())!;
  for (const p of answer.points) {
    await page.mouse.click(box.x + (p.x * box.width) / 310, box.y + (p.y * box.height) / 155);
  }
  // The popup closes itself after a pass; until then the page behind the modal takes no input.
  await expect(page.getByRole("dialog", { name: "请完成安全验证" })).toBeHidden();
}

export async function solveBlockPuzzle(page: Page) {
  const image = page.getByTestId("block-puzzle-image");
  await expect(image).toBeVisible();
  const root = page.locator("[data-captcha-token]").filter({ has: image });
  const answer = await captchaAnswer(page.request, await tokenOf(root));
  if (answer.captchaType !== "blockPuzzle") throw new Error("expected a block-puzzle challenge");
  const width = (await image.boundingBox())!.width;
  const thumb = (await page.getByTestId("captcha-slider-thumb").boundingBox())!;
  const startX = thumb.x + thumb.width / 2;
  const y = thumb.y + thumb.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const distance = (answer.x * width) / 310;
  for (let step = 1; step <= 10; step++) await page.mouse.move(startX + (distance * step) / 10, y);
  await page.mouse.up();
}
