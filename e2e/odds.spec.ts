import { expect, test } from "@playwright/test";

// Every odds page, as a visitor: rendered on the server with match rows, for both sports.
const pages: [string, string][] = [
  ["/football/odds-detail", "足球指数中心"],
  ["/football/odds-detail/oupei", "返还率"],
  ["/football/odds-detail/yapan", "主水"],
  ["/football/odds-detail/daxiaoqiu", "大球"],
  ["/football/odds-detail/join", "欧亚大"],
  ["/football/odds-detail/table", "最高值"],
  ["/basketball/odds-detail", "篮球指数中心"],
  ["/basketball/odds-detail/oupei", "返还率"],
  ["/basketball/odds-detail/yapan", "篮球让分"],
  ["/basketball/odds-detail/daxiaoqiu", "篮球大小分"],
  ["/basketball/odds-detail/join", "欧亚大"],
  ["/basketball/odds-detail/table", "最高值"],
  ["/football/model", "凯利指数异常"],
];

test.describe("odds pages as a visitor", () => {
  for (const [path, text] of pages) {
    test(`${path} renders on the server with data`, async ({ request, page }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(text);
      if (path.endsWith("odds-detail")) expect(html).toMatch(/今日场次/);
      else expect(html).toMatch(/data-match-id=|href="\/football\/oupei\/\d+"/);
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }
});

test.describe("odds choices live in the URL", () => {
  test("the company picker changes the companies of the 欧赔 table", async ({ page }) => {
    await page.goto("/football/odds-detail/oupei");
    const firstMatch = page.locator("tbody[data-match-id]").first();
    await expect(firstMatch.getByRole("cell", { name: /^澳门/ })).toBeVisible();
    await expect(firstMatch.getByRole("cell", { name: /^易胜博/ })).toHaveCount(0);

    const picker = page.getByTestId("company-picker");
    await picker.locator("summary").click();
    await picker.getByLabel("澳门").uncheck();
    await picker.getByLabel("易胜博").check();
    await picker.getByRole("button", { name: "确定" }).click();

    await expect(page).toHaveURL(/company=/);
    const row = page.locator("tbody[data-match-id]").first();
    await expect(row.getByRole("cell", { name: /^易胜博/ })).toBeVisible();
    await expect(row.getByRole("cell", { name: /^澳门/ })).toHaveCount(0);
    await expect(page.getByTestId("company-picker").locator("summary")).toContainText("5");
  });

  test("the market tabs switch the company comparison from 欧赔 to 亚盘", async ({ page }) => {
    await page.goto("/football/odds-detail/table");
    const table = page.getByTestId("odds-compare");
    await expect(table.getByRole("columnheader", { name: "主胜" }).first()).toBeVisible();
    await page.getByTestId("compare-market").getByRole("link", { name: "亚盘" }).click();
    await expect(page).toHaveURL(/market=2/);
    await expect(
      page.getByTestId("odds-compare").getByRole("columnheader", { name: "盘口" }).first(),
    ).toBeVisible();
    await expect(page.getByTestId("odds-compare").getByRole("columnheader", { name: "主胜" })).toHaveCount(0);
  });

  test("欧亚大 follows the chosen company, basketball included", async ({ page }) => {
    await page.goto("/basketball/odds-detail/join");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("皇冠");
    await page.getByTestId("join-company").getByRole("link", { name: "Bet365" }).click();
    await expect(page).toHaveURL(/company=8/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Bet365");
    await expect(page.locator("tbody[data-match-id]").first()).toBeVisible();
  });

  test("yesterday's tab shows finished matches, and the league filter narrows the rows", async ({ page }) => {
    await page.goto("/football/odds-detail/yapan");
    await page.getByRole("link", { name: /昨天/ }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText("完场").first()).toBeVisible();

    const filter = page.getByTestId("league-filter");
    await filter.locator("summary").click();
    const boxes = filter.getByRole("checkbox");
    const total = await boxes.count();
    for (let i = 1; i < total; i++) await boxes.nth(i).uncheck();
    const label = (await filter.locator("label").first().innerText()).trim();
    const league = label.replace(/\s*\(\d+\)$/, "");
    const count = Number(label.match(/\((\d+)\)$/)![1]);
    await filter.getByRole("button", { name: "确定" }).click();
    await expect(page).toHaveURL(/league=\d+/);
    await expect(page.locator("tbody[data-match-id]")).toHaveCount(count);
    await expect(page.locator("tbody[data-match-id] > tr:first-child > td:first-child")).toHaveText(
      Array(count).fill(league),
    );
  });

  test("the data models link each row to the match's odds pages", async ({ page }) => {
    await page.goto("/football/model");
    for (const title of ["凯利指数异常", "隐含概率", "盘口变动", "冷门预警"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    const link = page.getByTestId("kelly-table").getByRole("link", { name: "欧" }).first();
    await expect(link).toHaveAttribute("href", /^\/football\/oupei\/\d+$/);
    await expect(page.getByTestId("probability-table").getByRole("img").first()).toHaveAttribute(
      "aria-label",
      /主胜/,
    );
  });
});
