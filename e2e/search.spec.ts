import { expect, test, type Page } from "@playwright/test";

/** Types into the header box and waits for the suggestions for that word. */
async function suggest(page: Page, word: string) {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "站内搜索" });
  await box.fill(word);
  const panel = page.getByRole("region", { name: "搜索建议" });
  await expect(panel.getByRole("button").first()).toBeVisible();
  return panel;
}

const cases: { word: string; kind: string; name: string; page: RegExp }[] = [
  { word: "梅西", kind: "球员", name: "利昂内尔·梅西", page: /\/database\/fb\/player\/\d+$/ },
  { word: "曼联", kind: "球队", name: "曼彻斯特联", page: /\/database\/fb\/team\/\d+$/ },
  { word: "詹姆斯", kind: "球员", name: "勒布朗·詹姆斯", page: /\/database\/lq\/player\/\d+$/ },
  { word: "mcstl", kind: "球队", name: "曼彻斯特联", page: /\/database\/fb\/team\/\d+$/ },
];

test.describe("header search", () => {
  for (const { word, kind, name, page: target } of cases) {
    test(`${word} shows ${name} first and leads to its page`, async ({ page }) => {
      const panel = await suggest(page, word);
      await expect(panel.locator("h3").first()).toHaveText(kind);
      const first = panel.getByRole("button").first();
      await expect(first).toContainText(name);
      // The second line names the team (the player's team, or the team's short name).
      const team = ((await first.locator("span").nth(1).textContent()) ?? "").split(" · ")[0]!;
      await first.click();
      await expect(page).toHaveURL(target);
      await expect(page.getByText(team).first()).toBeVisible();
      await page.goto("/");
      await page.getByRole("searchbox", { name: "站内搜索" }).focus();
      await expect(page.getByRole("region", { name: "搜索历史" })).toContainText(word);
    });
  }

  test("Enter opens /search with the results grouped, the best group first", async ({ page }) => {
    await suggest(page, "曼联");
    await page.getByRole("searchbox", { name: "站内搜索" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?word=%E6%9B%BC%E8%81%94$/);
    const groups = page.getByRole("main").getByRole("region");
    await expect(groups.first()).toHaveAttribute("aria-label", "球队");
    await expect(groups.first().getByRole("link").first()).toContainText("曼彻斯特联");
    await expect(page.getByRole("region", { name: "比赛" }).getByRole("link").first()).toContainText("曼联");
  });
});

test("/search reads the word from keyword as from word", async ({ page }) => {
  await page.goto(`/search?keyword=${encodeURIComponent("梅西")}`);
  await expect(page.getByText("“梅西”的搜索结果")).toBeVisible();
  const players = page.getByRole("region", { name: "球员" });
  await expect(players.getByRole("link").first()).toContainText("利昂内尔·梅西");
  await expect(page.getByText("梅西的球衣").first()).toBeVisible();
});
