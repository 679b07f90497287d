import { expect, test } from "@playwright/test";

// Transfers as a visitor follows them: a league's 转会 tab → the buying club's 转入 → the player's 转会记录.
test("football: a league's transfer list leads to the club's arrivals and the player's transfer history", async ({
  page,
}) => {
  await page.goto("/database/fb/league/36");
  await page.getByRole("link", { name: "转会", exact: true }).click();
  await expect(page).toHaveURL(/\/database\/fb\/league\/36\/transfers$/);
  await expect(page.getByRole("heading", { name: /^\d{4}(夏窗|冬窗)$/ }).first()).toBeVisible();

  const move = page.getByTestId("transfer-row").first();
  const playerName = (await move.locator("td").nth(1).innerText()).trim();
  const club = move.locator("td").nth(3).locator("a");
  const clubPage = await club.getAttribute("href");
  await club.click();
  await expect(page).toHaveURL(/\/database\/fb\/team\/\d+$/);
  await expect(page.getByRole("heading", { name: "荣誉" })).toBeVisible();
  const arrivals = page.locator("section", { has: page.getByRole("heading", { name: "转入", exact: true }) });
  const arrival = arrivals.getByTestId("transfer-row").filter({ hasText: playerName }).first();
  await expect(arrival).toBeVisible();

  await arrival.getByRole("link", { name: playerName }).click();
  await expect(page).toHaveURL(/\/database\/fb\/player\/\d+$/);
  await expect(page.getByRole("heading", { name: playerName, level: 1 })).toBeVisible();
  const history = page.locator("section", { has: page.getByRole("heading", { name: "转会记录" }) });
  // His latest move (the first row) ends at the club he plays for.
  await expect(history.getByTestId("transfer-row").first().locator("td").nth(3).locator("a")).toHaveAttribute(
    "href",
    clubPage!,
  );
});

test("football: the World Cup page draws its knockout bracket up to the champion", async ({ page }) => {
  await page.goto("/database/fb/league/75");
  await expect(page.getByRole("heading", { name: "淘汰赛对阵" })).toBeVisible();
  await expect(page.getByTestId("bracket-tie")).toHaveCount(32);
  await expect(page.getByTestId("bracket-champion")).not.toBeEmpty();
});
