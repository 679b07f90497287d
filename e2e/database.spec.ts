import { expect, test } from "@playwright/test";

// The sports database as a visitor: front page → league → standings → team → player → a match, for both sports.
test.describe("sports database", () => {
  test("football: from the front page to a league's table, a team, a player and one of his matches", async ({
    page,
  }) => {
    await page.goto("/database/fb/page");
    await expect(page.getByRole("heading", { name: "热门赛事" })).toBeVisible();
    await page.locator('a[href="/database/fb/league/36"]').first().click();
    await expect(page.getByRole("heading", { name: "英格兰超级联赛", level: 1 })).toBeVisible();
    const table = page.getByTestId("standings-table");
    await expect(table.locator("tbody tr")).toHaveCount(20);
    await expect(page.getByText("降级").first()).toBeVisible();

    const firstTeam = table.locator('tbody tr a[href^="/database/fb/team/"]').first();
    const teamName = (await firstTeam.innerText()).trim();
    await firstTeam.click();
    await expect(page).toHaveURL(/\/database\/fb\/team\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(teamName.slice(0, 1));
    await expect(page.getByRole("heading", { name: "球队阵容 · 门将" })).toBeVisible();
    await expect(page.getByTestId("line-chart")).toBeVisible();

    const scorer = page.getByTestId("leader-row").first().locator('a[href^="/database/fb/player/"]');
    const playerName = (await scorer.innerText()).trim();
    await scorer.click();
    await expect(page).toHaveURL(/\/database\/fb\/player\/\d+$/);
    await expect(page.getByRole("heading", { name: playerName, level: 1 })).toBeVisible();
    await expect(page.getByTestId("bar-chart")).toBeVisible();

    await page.locator('a[href^="/football/live/"]').first().click();
    await expect(page).toHaveURL(/\/football\/live\/\d+$/);
  });

  test("football: every season offered has its table; a called-up star's page leads to club and country", async ({
    page,
  }) => {
    await page.goto("/database/fb/league/36");
    const picker = page.getByRole("navigation", { name: "赛季" }).getByRole("link");
    await expect(picker).toHaveCount(6);
    await picker.nth(1).click();
    await expect(picker.nth(1)).toHaveAttribute("aria-current", "true");
    const table = page.getByTestId("standings-table");
    await expect(table.locator("tbody tr")).toHaveCount(20);

    await table.locator('tbody tr a[href^="/database/fb/team/"]', { hasText: "曼城" }).click();
    await page.getByRole("link", { name: "埃尔林·哈兰德" }).first().click();
    await expect(page.getByRole("heading", { name: "埃尔林·哈兰德", level: 1 })).toBeVisible();
    const header = page.locator("header").filter({ hasText: "国家队" });
    await header.getByRole("link", { name: "挪威" }).click();
    await expect(page).toHaveURL(/\/database\/fb\/team\/\d+$/);
    await expect(page.getByRole("link", { name: "埃尔林·哈兰德" }).first()).toBeVisible();
  });

  test("football: a league's tabs and hot board render from the URL", async ({ page }) => {
    await page.goto("/database/fb/league/36/scorers");
    await expect(page.getByRole("heading", { name: "射手榜" })).toBeVisible();
    await expect(page.getByTestId("leader-row").first()).toBeVisible();
    await page.goto("/database/fb/league/36/schedule");
    await expect(page.getByTestId("db-match-row").first()).toBeVisible();
    await page.goto("/database/fb/hot/36");
    await expect(page.getByTestId("leader-row").first()).toBeVisible();
  });

  test("basketball: from the front page to NBA standings, a team, a player and one of his games", async ({
    page,
  }) => {
    await page.goto("/database/lq/page");
    await page.locator('a[href="/database/lq/1"]').first().click();
    await expect(page.getByRole("heading", { name: "东部" })).toBeVisible();
    const table = page.getByTestId("standings-table").first();
    await expect(table.locator("tbody tr")).toHaveCount(15);
    await table.locator('a[href^="/database/lq/team/"]').first().click();
    await expect(page).toHaveURL(/\/database\/lq\/team\/\d+$/);

    const player = page.getByTestId("leader-row").first().locator('a[href^="/database/lq/player/"]');
    const playerName = (await player.innerText()).trim();
    await player.click();
    await expect(page).toHaveURL(/\/database\/lq\/player\/\d+$/);
    await expect(page.getByRole("heading", { name: playerName, level: 1 })).toBeVisible();
    await expect(page.getByTestId("season-averages")).toBeVisible();

    await page.locator('a[href^="/basketball/live/"]').first().click();
    await expect(page).toHaveURL(/\/basketball\/live\/\d+$/);
  });

  test("team names in the score list and a match header lead to the database", async ({ page }) => {
    await page.goto("/football/end");
    const link = page.locator('tr[data-match-id] a[href^="/database/fb/team/"]').first();
    await expect(link).toBeVisible();
    const matchId = await page.locator("tr[data-match-id]").first().getAttribute("data-match-id");
    await page.goto(`/football/live/${matchId}`);
    await page.locator('header a[href^="/database/fb/team/"]').first().click();
    await expect(page).toHaveURL(/\/database\/fb\/team\/\d+$/);
  });

  test("unknown or malformed ids answer 404", async ({ request }) => {
    for (const path of [
      "/database/fb/team/99999999",
      "/database/fb/league/abc",
      "/database/fb/stadium/1",
      "/database/lq/99999999",
      "/database/lq/player/0",
      "/database/fb/hot/1/2/3",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
