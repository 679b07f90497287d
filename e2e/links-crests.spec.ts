import { expect, test, type Locator } from "@playwright/test";
import { API_URL } from "./support/api";

type ListedArticle = { id: number; title: string };
type ArticleTag = { tagType: number; tagId: number; name: string };
const TEAM_TAG = 1;

/**
 * At least `least` crests within `scope`, and the first few are fetched and decoded (naturalWidth > 0).
 * Each has an alt: the team's name, or empty where the name is written beside it.
 */
async function expectCrestsLoad(scope: Locator, least: number) {
  const crests = scope.locator('img[src*="/uploads/crests/"]');
  await expect.poll(() => crests.count()).toBeGreaterThanOrEqual(least);
  await expect
    .poll(() =>
      crests.evaluateAll((imgs: HTMLImageElement[]) => {
        const sample = imgs.slice(0, 8);
        // Lazy crests below the fold wait for a scroll: ask for these now.
        for (const img of sample) img.loading = "eager";
        return sample.every((img) => img.complete && img.naturalWidth > 0 && img.hasAttribute("alt"));
      }),
    )
    .toBe(true);
}

test.describe("team links and crests", () => {
  test("a basketball score row leads from a team's name to its database page, under its crest", async ({
    page,
  }) => {
    await page.goto("/basketball");
    const first = page.locator("tbody[data-match-id]").first();
    await expect(first).toBeVisible();
    const row = page.locator(`tbody[data-match-id="${await first.getAttribute("data-match-id")}"]`);
    const teamLink = row.locator('a[href^="/database/lq/team/"]').first();
    const name = (await teamLink.innerText()).trim();
    expect(name).not.toBe("");
    // The crest inside the link does not repeat the name to a screen reader.
    await expect(teamLink).toHaveAccessibleName(name);
    await expectCrestsLoad(row, 2);
    await teamLink.click();
    await expect(page).toHaveURL(/\/database\/lq\/team\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    await expectCrestsLoad(
      page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) }),
      1,
    );
  });

  test("football lists, a match page and a league table show loaded crests", async ({ page }) => {
    await page.goto("/football");
    const first = page.locator("tr[data-match-id]").first();
    await expect(first).toBeVisible();
    // The live list re-renders its rows: hold on to one match's row by its id.
    const matchId = await first.getAttribute("data-match-id");
    await expectCrestsLoad(page.locator(`tr[data-match-id="${matchId}"]`), 2);
    // No link inside another anywhere on the list.
    expect(await page.locator("a a").count()).toBe(0);
    await page.goto(`/football/live/${matchId}`);
    await expectCrestsLoad(page.locator("main"), 2);
    await page.goto("/database/fb/league/36");
    await expectCrestsLoad(page.locator("main"), 10);
  });

  test("a room card opens a team's page from the bound match's name, and the room from its picture", async ({
    page,
  }) => {
    await page.goto("/live/all");
    // A card of a room with a bound match: the room's link and, laid over its picture, the teams'.
    const card = page
      .locator("div:has(> a[data-room-id])")
      .filter({ has: page.locator('a[href^="/database/"]') })
      .first();
    await expect(card).toBeVisible();
    expect(await page.locator("a a").count()).toBe(0);
    const roomHref = await card.locator("a[data-room-id]").getAttribute("href");
    const teamLink = card.locator('a[href^="/database/"]').first();
    const teamHref = (await teamLink.getAttribute("href"))!;
    expect(teamHref).toMatch(/^\/database\/(fb|lq)\/team\/\d+$/);
    // Playwright clicks only what the pointer reaches: the name is above the room's link.
    await teamLink.click();
    await expect(page).toHaveURL(new RegExp(`${teamHref}$`));
    await page.goBack();
    const again = page.locator(`div:has(> a[href="${roomHref}"])`);
    // The picture, around the strip (which lets the pointer through but on the names), opens the room.
    await again
      .locator("a[data-room-id] > div")
      .first()
      .click({ position: { x: 20, y: 60 } });
    await expect(page).toHaveURL(new RegExp(`${roomHref}$`));
  });

  test("a news article links its tagged team to the team's page", async ({ page, request }) => {
    const res = await request.post(`${API_URL}/inform/info/list`, {
      data: { columnNo: 1, platform: 1, pageParam: { pageNum: 1, pageSize: 30 } },
    });
    const list: ListedArticle[] = (await res.json()).data.list;
    let target: { id: number; team: ArticleTag } | null = null;
    for (const article of list) {
      const detail = await (await request.get(`${API_URL}/inform/info/detail/${article.id}`)).json();
      const team = (detail.data.tags as ArticleTag[]).find((t) => t.tagType === TEAM_TAG);
      if (team && (detail.data.html as string).includes(`/team/${team.tagId}"`)) {
        target = { id: article.id, team };
        break;
      }
    }
    expect(target, "an article of 头条 tags a team it names").not.toBeNull();
    await page.goto(`/news/${target!.id}`);
    const link = page.locator(`.article-body a[href$="/team/${target!.team.tagId}"]`).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/database/(fb|lq)/team/${target!.team.tagId}$`));
  });
});
