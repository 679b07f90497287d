import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { API_URL } from "./support/api";

// The basketball score centre, its match pages, the cross-sport schedule and the home page's hot
// matches, as a visitor: everything renders on the server with data.
const lists: [string, string][] = [
  ["/basketball", "篮球即时比分"],
  ["/basketball/end", "篮球完场比分"],
  ["/basketball/next", "篮球赛程"],
  ["/basketball/jclq", "竞彩篮球比分"],
];

type Game = { id: number; home: { name: string }; away: { name: string } };

/** A finished game of yesterday's business day (the engine played it in full). */
async function finishedGame(request: APIRequestContext): Promise<Game> {
  const body = await (await request.get(`${API_URL}/live/basket/list`, { params: { type: "end" } })).json();
  const game = body.data.list.find((g: { state: number }) => g.state === 10);
  expect(game, "a finished basketball game in the seed").toBeTruthy();
  return game;
}

const gameIds = (page: Page) =>
  page
    .locator("tbody[data-match-id]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-match-id")));

test.describe("basketball as a visitor", () => {
  for (const [path, title] of lists) {
    test(`${path} renders its games on the server`, async ({ request, page }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(title);
      expect(html.match(/data-match-id="\d+"/g)?.length ?? 0).toBeGreaterThan(0);
      await page.goto(path);
      await expect(page.locator("tbody[data-match-id]").first()).toBeVisible();
    });
  }

  test("a pinned game stays on top after a reload", async ({ page }) => {
    await page.goto("/basketball/end");
    const ids = await gameIds(page);
    expect(ids.length).toBeGreaterThan(1);
    const last = ids.at(-1)!;
    await page
      .locator(`tbody[data-match-id="${last}"]`)
      .getByRole("button", { name: "置顶", exact: true })
      .click();
    await expect(page.locator("tbody[data-match-id]").first()).toHaveAttribute("data-match-id", last);
    await page.reload();
    await expect(page.locator("tbody[data-match-id]").first()).toHaveAttribute("data-match-id", last);
    await expect(page.getByText("置顶比赛")).toBeVisible();
  });

  test("/basketball/text follows a game's commentary", async ({ request, page }) => {
    const html = await (await request.get("/basketball/text")).text();
    expect(html).toContain("今日比赛");
    const game = await finishedGame(request);
    await page.goto(`/basketball/text?matchId=${game.id}`);
    await expect(page.getByTestId("commentary-line").first()).toBeVisible();
    await expect(page.getByTestId("quarter-table")).toContainText(game.home.name);
  });

  test("a game's live page shows both box scores, sortable, and the team comparison", async ({
    request,
    page,
  }) => {
    const game = await finishedGame(request);
    const html = await (await request.get(`/basketball/live/${game.id}`)).text();
    expect(html).toContain(`${game.home.name} 球员数据`);
    expect(html).toContain(`${game.away.name} 球员数据`);
    await page.goto(`/basketball/live/${game.id}`);
    const boxes = page.getByTestId("box-score");
    await expect(boxes).toHaveCount(2);
    await expect(page.getByTestId("team-stats")).toBeVisible();
    const home = boxes.first();
    await home.getByRole("button", { name: "得分", exact: true }).click();
    await expect(home.locator("th[aria-sort='descending']")).toContainText("得分");
  });

  test("every match tab renders on the server with data", async ({ request, page }) => {
    const game = await finishedGame(request);
    const tabs: [string, string][] = [
      ["analysis", "近期战绩"],
      ["oupei", "欧赔（"],
      ["yapan", "让分（"],
      ["daxiaoqiu", "大小分（"],
      ["three", "三合一"],
    ];
    for (const [tab, text] of tabs) {
      const res = await request.get(`/basketball/${tab}/${game.id}`);
      expect(res.status(), tab).toBe(200);
      const html = await res.text();
      expect(html, tab).toContain(text);
      expect(html, tab).toContain(game.home.name);
    }
    await page.goto(`/basketball/daxiaoqiu/${game.id}`);
    await expect(page.getByTestId("odds-chart").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "方案", exact: true })).toHaveAttribute(
      "href",
      `/basketball/plan/${game.id}`,
    );
    await page.getByRole("link", { name: "分析", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/basketball/analysis/${game.id}$`));
    await expect(page.getByTestId("standings").first()).toBeVisible();
  });

  test("an unknown game answers the 404 page", async ({ page }) => {
    const res = await page.goto("/basketball/live/999999999");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
    // The group's layout draws the header and footer once; the 404 view brings none of its own.
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(1);
  });
});

test.describe("schedule and home", () => {
  test("/next lists both sports of a day and narrows to one", async ({ request, page }) => {
    const html = await (await request.get("/next")).text();
    expect(html).toContain("赛程");
    expect(html.match(/data-match-id="\d+"/g)?.length ?? 0).toBeGreaterThan(0);
    await page.goto("/next");
    await expect(page.getByRole("heading", { name: /足球/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /篮球/ })).toBeVisible();
    await page.getByRole("link", { name: "篮球", exact: true }).click();
    await expect(page).toHaveURL(/sportId=2/);
    await expect(page.getByRole("heading", { name: /足球/ })).toHaveCount(0);
  });

  test("the home page shows 热门赛事 with live and coming matches", async ({ request, page }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("热门赛事");
    await page.goto("/");
    const section = page.getByRole("region", { name: "热门赛事" });
    await expect(section.locator("[data-match-id]").first()).toBeVisible();
  });
});
