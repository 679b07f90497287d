import { expect, test, type Page } from "@playwright/test";
import { Sport } from "../lib/codes/sports";
import { ensureLiveMatches, gotoWithLiveRows, kickOffNext } from "./support/live-match";

// The football score lists as a visitor: server-rendered rows, pins kept in the browser, league filter.
const lists: [string, string][] = [
  ["/football", "足球即时比分"],
  ["/football/end", "足球完场比分"],
  ["/football/next", "足球赛程"],
  ["/football/jczq", "竞彩足球比分"],
  ["/football/bjdc", "北京单场比分"],
  ["/football/zc", "足彩胜负彩比分"],
];

const rowIds = (page: Page) =>
  page.locator("tr[data-match-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-match-id")));

test.describe("football score lists", () => {
  for (const [path, title] of lists) {
    test(`${path} renders its rows on the server`, async ({ request, page }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(title);
      expect(html.match(/data-match-id="\d+"/g)?.length ?? 0).toBeGreaterThan(0);
      expect(html).toContain('data-testid="score"');
      await page.goto(path);
      await expect(page.locator("tr[data-match-id]").first()).toBeVisible();
    });
  }

  test("/football/allEventCom lists the competitions by region", async ({ request, page }) => {
    const html = await (await request.get("/football/allEventCom")).text();
    expect(html).toContain("英格兰超级联赛");
    await page.goto("/football/allEventCom");
    await expect(page.getByRole("heading", { name: "欧洲", level: 2 })).toBeVisible();
    await expect(page.locator('a[href^="/database/fb/league/"]').first()).toBeVisible();
  });

  test("/football/collect asks a visitor to sign in", async ({ page }) => {
    await page.goto("/football/collect");
    await expect(page.getByText("登录后查看你关注的比赛")).toBeVisible();
    await page.getByRole("button", { name: "立即登录" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a pinned match stays pinned after a reload", async ({ page }) => {
    await page.goto("/football/next");
    const ids = await rowIds(page);
    expect(ids.length).toBeGreaterThan(2);
    const target = ids[2]!;
    await page.locator(`tr[data-match-id="${target}"]`).getByRole("button", { name: "置顶" }).click();
    await expect(page.locator("tr[data-match-id]").first()).toHaveAttribute("data-match-id", target);
    await page.reload();
    await expect(page.getByText("置顶比赛")).toBeVisible();
    await expect(page.locator("tr[data-match-id]").first()).toHaveAttribute("data-match-id", target);
    await page.locator(`tr[data-match-id="${target}"]`).getByRole("button", { name: "取消置顶" }).click();
    await expect(page.getByText("置顶比赛")).toHaveCount(0);
  });

  test("the league filter narrows the rows and stays in the URL", async ({ page }) => {
    await page.goto("/football/end");
    const before = (await rowIds(page)).length;
    await page.getByRole("button", { name: "赛事筛选" }).click();
    const dialog = page.getByRole("dialog", { name: "赛事筛选" });
    await dialog.getByRole("button", { name: "反选" }).click();
    const first = dialog.getByRole("checkbox").first();
    const league = (await first.locator("xpath=..").innerText()).split("(")[0].trim();
    await first.check();
    await dialog.getByRole("button", { name: "确定" }).click();

    const rows = page.locator("tr[data-match-id]");
    await expect.poll(async () => (await rowIds(page)).length).toBeLessThan(before);
    for (const text of await rows.locator("td:nth-child(2)").allInnerTexts())
      expect(text.trim()).toBe(league);
    await expect(page).toHaveURL(/leagueIds=\d+/);
    await page.reload();
    await expect.poll(async () => (await rowIds(page)).length).toBeLessThan(before);
    await page.getByRole("button", { name: "显示全部" }).click();
    await expect.poll(async () => (await rowIds(page)).length).toBe(before);
  });

  test("a live score changes on the page without a reload", async ({ page, request }) => {
    // Room for the 150 s wait below (the config's 60 s would cut it short).
    test.setTimeout(4 * 60_000);
    // One kicked off now (the whole match ahead of it) and two more in play, whatever the hour.
    const fresh = await kickOffNext(request, { sportId: Sport.Football });
    await ensureLiveMatches(request, { sportId: Sport.Football }, 3);
    await gotoWithLiveRows(page, "/football", [fresh]);
    const scores = () =>
      page.locator("tr[data-match-id]").evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((r) => [
            r.getAttribute("data-match-id"),
            {
              live: r.hasAttribute("data-live"),
              score: r.querySelector('[data-testid="score"]')?.textContent,
            },
          ]),
        ),
      );
    const before = await scores();
    const liveIds = Object.keys(before).filter((id) => before[id]!.live);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // The e2e feed runs 30x: with several matches in play a goal comes within a minute or two.
    await expect
      .poll(
        async () => {
          const now = await scores();
          return liveIds.some((id) => now[id] && now[id].score !== before[id]!.score);
        },
        { timeout: 150_000, intervals: [1000] },
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});
