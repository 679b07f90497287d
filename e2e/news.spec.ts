import { expect, test, type APIRequestContext } from "@playwright/test";
import { newFan, signInContext } from "./support/accounts";
import { API_URL } from "./support/api";
import { Sport } from "../lib/codes/sports";
import { kickOffNext, kickOffNow } from "./support/live-match";

const CHANNEL = { channelId: 3, platform: 1 };
/** Top leagues the product reports on (lib/codes/news.ts). */
const REPORTED_FOOTBALL_LEAGUES = new Set([36, 31, 8, 34, 11, 60, 103, 75]);
const PREMIER_LEAGUE = 36;
const SECOND_HALF = 4;
const NOT_STARTED = 1;
const FIRST_HALF = 2;
const HALF_TIME = 3;
const FINISHED = 8;
const GOAL_TYPES = new Set([1, 2]);

type LiveRow = {
  id: number;
  state: number;
  clock: string;
  league: { id: number };
  home: { name: string };
  away: { name: string };
};
type Article = { id: number; title: string; kind: number; matchId: number | null };

async function apiData<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string | number> = {},
) {
  const res = await request.get(`${API_URL}${path}`, { params: { ...CHANNEL, ...params } });
  const body = await res.json();
  expect(body.code, path).toBe(200);
  return body.data as T;
}

/**
 * The top-league football match that finishes soonest: the one in play furthest on, else the next to
 * kick off, kicked off now (the list has matches in play first, then those not started by kick-off time).
 */
async function soonestTopMatch(request: APIRequestContext): Promise<LiveRow> {
  const { rows } = await apiData<{ rows: LiveRow[] }>(request, "/live/football/v1_1/live");
  const top = rows.filter((r) => REPORTED_FOOTBALL_LEAGUES.has(r.league.id));
  const progress = (r: LiveRow) =>
    (r.state === SECOND_HALF ? 1000 : r.state === HALF_TIME ? 500 : 0) + (parseInt(r.clock, 10) || 0);
  const live = top.filter((r) => [FIRST_HALF, HALF_TIME, SECOND_HALF].includes(r.state));
  live.sort((a, b) => progress(b) - progress(a));
  if (live[0]) return live[0];
  const next = top.find((r) => r.state === NOT_STARTED);
  if (next) {
    await kickOffNow(request, next.id);
    return next;
  }
  // Late in the Beijing night today's list holds no top-league match: the next 英超 one, kicked off now.
  const id = await kickOffNext(request, { sportId: Sport.Football, leagueId: PREMIER_LEAGUE });
  const after = await apiData<{ rows: LiveRow[] }>(request, "/live/football/v1_1/live");
  return after.rows.find((r) => r.id === id)!;
}

test.describe("news", () => {
  test("/news: column tabs, the headline carousel and 30 articles a page", async ({ page }) => {
    await page.goto("/news");
    const tabs = page.getByRole("navigation", { name: "资讯栏目" });
    for (const name of ["头条", "足球", "篮球", "英超", "NBA", "CBA"])
      await expect(tabs.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "头条", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("region", { name: "头条焦点" })).toBeVisible();
    await expect(page.getByRole("list", { name: "头条资讯" }).getByRole("listitem")).toHaveCount(30);
    await expect(page.getByRole("heading", { name: "热门排行" })).toBeVisible();
    // The header's 头条 leads here.
    await expect(page.getByRole("banner").getByRole("link", { name: "头条", exact: true })).toHaveAttribute(
      "href",
      "/news",
    );
  });

  test("a column tab lists its own articles", async ({ page }) => {
    await page.goto("/news");
    await page
      .getByRole("navigation", { name: "资讯栏目" })
      .getByRole("link", { name: "NBA", exact: true })
      .click();
    await expect(page).toHaveURL(/\/news\/pages\/1\?column=11$/);
    const list = page.getByRole("list", { name: "NBA资讯" });
    await expect(list.getByRole("listitem").first()).toBeVisible();
    const columns = await list.locator("p > span.text-brand").allTextContents();
    expect(new Set(columns)).toEqual(new Set(["NBA"]));
  });

  test("/news/pages/2 is the second page of 头条", async ({ page, request }) => {
    const pageOf = async (pageNum: number): Promise<Article[]> => {
      const res = await request.post(`${API_URL}/inform/info/list`, {
        data: { columnNo: 1, platform: 1, pageParam: { pageNum, pageSize: 30 } },
      });
      return (await res.json()).data.list;
    };
    await page.goto("/news/pages/2");
    const list = page.getByRole("list", { name: "头条资讯" });
    const shown = (await list.getByRole("heading", { level: 3 }).first().textContent())!.trim();
    // The page is cached for up to 30 s while the feed publishes reports, which push articles one
    // place down: its first article is on page 2 now, or on page 3 if many were published since.
    const [second, third] = await Promise.all([pageOf(2), pageOf(3)]);
    expect(second.length).toBeGreaterThan(0);
    expect([...second, ...third].map((a) => a.title)).toContain(shown);
    await expect(
      page.getByRole("navigation", { name: "翻页" }).getByRole("link", { name: "2", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    expect((await request.get("/news/pages/abc")).status()).toBe(404);
  });

  test("an article: body, tags, 上一篇/下一篇, related news and comments", async ({ page }) => {
    await page.goto("/news");
    const first = page.getByRole("list", { name: "头条资讯" }).getByRole("link").first();
    const title = (await first.getByRole("heading").textContent())!.trim();
    await page.goto((await first.getAttribute("href"))!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".article-body p").first()).toBeVisible();
    await expect(page.getByText("上一篇：")).toBeVisible();
    await expect(page.getByText("下一篇：")).toBeVisible();
    await expect(page.getByRole("heading", { name: /评论/ })).toBeVisible();
    await expect(page.getByTestId("read-count")).toContainText("阅读");
    await expect(page.locator("script").filter({ hasText: "alert(" })).toHaveCount(0);
  });

  test("a reader comments (as text, never markup), collects the article and finds it in 我的收藏", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const reader = await newFan(request);
    await signInContext(context, reader, baseURL!);
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto("/news");
    const first = page.getByRole("list", { name: "头条资讯" }).getByRole("link").first();
    const title = (await first.getByRole("heading").textContent())!.trim();
    await page.goto((await first.getAttribute("href"))!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    const xss = `<img src=x onerror="alert('xss')"><script>alert(1)</script>好文`;
    await page.getByPlaceholder("说点什么吧，文明发言").fill(xss);
    await page.getByRole("button", { name: "发表评论" }).click();
    const comment = page.locator("[data-comment-id]").first();
    await expect(comment).toContainText(xss);
    await expect(comment.locator("img[src=x], script")).toHaveCount(0);
    expect(dialogs).toBe(0);

    await page.getByRole("button", { name: "收藏", exact: true }).click();
    await expect(page.getByRole("button", { name: "已收藏" })).toHaveAttribute("aria-pressed", "true");
    await page.locator("article").getByRole("link", { name: "我的收藏", exact: true }).click();
    await expect(page).toHaveURL(/\/v\/collection$/);
    await expect(page.getByRole("heading", { name: "我的收藏" })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  test("我的收藏 needs a signed-in reader: a visitor is sent home", async ({ page }) => {
    await page.goto("/v/collection");
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("a top-league match finished by the feed has its 战报 on /news within a minute, naming its scorers", async ({
    page,
    request,
  }) => {
    test.setTimeout(9 * 60_000);
    const match = await soonestTopMatch(request);
    // At 30x (FEED_TIME_SCALE in e2e) a half lasts 1.5 minutes: wait for the final whistle.
    await expect
      .poll(
        async () =>
          (
            await apiData<{ live: { state: number } }>(request, "/live/football/match/live", {
              matchId: match.id,
            })
          ).live.state,
        {
          timeout: 7 * 60_000,
          intervals: [3_000],
        },
      )
      .toBe(FINISHED);
    const { events } = await apiData<{ events: { type: number; player: { name: string } | null }[] }>(
      request,
      "/live/football/match/live",
      { matchId: match.id },
    );
    const scorers = [
      ...new Set(events.filter((e) => GOAL_TYPES.has(e.type) && e.player).map((e) => e.player!.name)),
    ];

    // Published on the final whistle's hook.
    let article: Article | undefined;
    await expect
      .poll(
        async () => {
          const news = await apiData<Article[]>(request, "/inform/info/match-news", { matchId: match.id });
          article = news.find((a) => a.kind === 2 && a.matchId === match.id);
          return article?.title ?? "";
        },
        { timeout: 15_000 },
      )
      .not.toBe("");
    const report = article!;
    expect(report.title).toMatch(
      new RegExp(`${match.home.name}|${match.away.name}|${scorers.join("|") || "-"}`),
    );

    // Listed on /news within a minute (the page is cached for 30 s and regenerated on a visit).
    await expect(async () => {
      await page.goto("/news");
      await expect(
        page.getByRole("list", { name: "头条资讯" }).getByRole("heading", { name: report.title }),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000, intervals: [3_000] });

    // Follow the listed link (a click can land on a row the regenerating list has just moved).
    const listed = page
      .getByRole("list", { name: "头条资讯" })
      .getByRole("link")
      .filter({ has: page.getByRole("heading", { name: report.title }) })
      .first();
    const href = (await listed.getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`/news/${report.id}$`));
    await page.goto(href);
    const body = page.locator(".article-body");
    for (const scorer of scorers) await expect(body).toContainText(scorer);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(report.title);
  });
});
