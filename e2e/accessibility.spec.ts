import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { Sport } from "../lib/codes/sports";
import { newFan, signInContext } from "./support/accounts";
import { API_URL } from "./support/api";
import { ensureLiveMatch } from "./support/live-match";

// axe-core over every SPEC §2 route, as a visitor and signed in: no violation of impact serious or
// critical against WCAG 2.1 A and AA. One visit per route on one shared page per role (a failed test
// gets a fresh one); ids come from the api or from a link on a page the same test visited before.
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const MATCH_TABS = ["live", "analysis", "yapan", "oupei", "daxiaoqiu", "three", "plan"];
const ODDS_PAGES = ["", "/daxiaoqiu", "/join", "/oupei", "/table", "/yapan"];

// Not serial: a route with a violation must not hide the other routes' results.
test.describe.configure({ timeout: 120_000 });

async function expectAccessible(page: Page, path: string) {
  const res = await page.goto(path);
  expect.soft(res?.status(), `${path} answers`).toBeLessThan(400);
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  // Soft: a test that walks several routes reports each one's violations.
  expect.soft(serious, `axe on ${path}:\n${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** The path of the first link on the current page whose path matches `pattern`, if any. */
async function findLink(page: Page, pattern: RegExp): Promise<string | undefined> {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  return hrefs.find((href) => pattern.test(href));
}

async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const found = await findLink(page, pattern);
  expect(found, `a link matching ${pattern} on ${page.url()}`).toBeTruthy();
  return found!;
}

async function apiData(request: APIRequestContext, path: string, params?: Record<string, string | number>) {
  const res = await request.get(`${API_URL}${path}`, { params });
  return (await res.json()).data;
}

async function sharedPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe("axe as a visitor", () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    ({ page } = await sharedPage(browser));
  });
  test.afterAll(async () => page.context().close());

  const fixed = [
    "/",
    "/football",
    "/football/allEventCom",
    "/football/bjdc",
    "/football/collect",
    "/football/end",
    "/football/jczq",
    "/football/model",
    "/football/next",
    "/football/zc",
    ...ODDS_PAGES.map((p) => `/football/odds-detail${p}`),
    "/basketball",
    "/basketball/end",
    "/basketball/jclq",
    "/basketball/next",
    "/basketball/text",
    ...ODDS_PAGES.map((p) => `/basketball/odds-detail${p}`),
    "/next",
    "/anchor",
    "/live/all",
    "/app",
    "/youliao",
    "/search?word=%E8%80%81",
    "/about/agreement",
    "/about/privacy",
    "/about/protocol",
    "/about/specification",
    "/about/10001",
    "/about/live/1",
    "/user/register",
    "/user/pwd_find",
  ];
  for (const path of fixed) test(path, () => expectAccessible(page, path));

  for (const [sport, sportId] of [
    ["football", Sport.Football],
    ["basketball", Sport.Basketball],
  ] as const) {
    test(`a live ${sport} match, each tab`, async ({ request }) => {
      const id = await ensureLiveMatch(request, { sportId });
      for (const tab of MATCH_TABS) await expectAccessible(page, `/${sport}/${tab}/${id}`);
    });
  }

  test("a live room, its anchor's space, and the room's playbacks", async ({ request }) => {
    const room = (await apiData(request, "/api/room/page", { roomType: 1, pageSize: 1 })).list[0];
    expect(room, "the seed keeps demo rooms live at any hour").toBeTruthy();
    await expectAccessible(page, `/live/room/${room.roomId}`);
    await expectAccessible(page, await firstLink(page, /^\/personal\/\d+/));
    await expectAccessible(page, `/playback/list/${room.roomId}`);
    await expectAccessible(page, await firstLink(page, /^\/playback\/\d+$/));
  });

  test("a highlight video", async ({ request }) => {
    const first = (await apiData(request, "/inform/movie-highlights", { pageSize: 1 })).list[0];
    expect(first, "the seed has highlights").toBeTruthy();
    await expectAccessible(page, `/playback/video/${first.recordId}`);
  });

  test("news: the front, a page of the list and an article", async () => {
    await expectAccessible(page, "/news");
    const article = await firstLink(page, /^\/news\/\d+$/);
    await expectAccessible(page, "/news/pages/2");
    await expectAccessible(page, article);
  });

  test("community: the front, a circle, a post and an anchor's posts", async () => {
    await expectAccessible(page, "/community/1");
    const circle = await firstLink(page, /^\/community\/circle-detail\/\d+/);
    const anchorPosts = await findLink(page, /^\/community\/anchor-dynamic\/\d+/);
    await expectAccessible(page, circle);
    if (anchorPosts) await expectAccessible(page, anchorPosts);
  });

  test("guide: the front, experts, plans, an expert and a plan", async () => {
    await expectAccessible(page, "/guide");
    const plan = await firstLink(page, /^\/guide\/(?!expert$)[A-Za-z0-9]+$/);
    await expectAccessible(page, "/guide/expert");
    const expert = await firstLink(page, /^\/guide\/expert\/info\/\d+$/);
    await expectAccessible(page, "/guide/expert/plan");
    await expectAccessible(page, expert);
    await expectAccessible(page, plan);
  });

  test("football database: front, league, hot board, team, player", async () => {
    await expectAccessible(page, "/database/fb/page");
    await expectAccessible(page, "/database/fb/league/36");
    const team = await firstLink(page, /^\/database\/fb\/team\/\d+$/);
    await expectAccessible(page, "/database/fb/hot/36");
    const player = await firstLink(page, /^\/database\/fb\/player\/\d+$/);
    await expectAccessible(page, team);
    await expectAccessible(page, player);
  });

  test("basketball database: front, league, hot board, team, player", async () => {
    await expectAccessible(page, "/database/lq/page");
    await expectAccessible(page, "/database/lq/1");
    const team = await firstLink(page, /^\/database\/lq\/team\/\d+$/);
    await expectAccessible(page, "/database/lq/hot/1");
    await expectAccessible(page, team);
    await expectAccessible(page, await firstLink(page, /^\/database\/lq\/player\/\d+$/));
  });

  test("the login modal, opened from the header", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "登录", exact: true }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("dialog").withTags(WCAG).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("axe signed in", () => {
  let page: Page;
  test.beforeAll(async ({ browser, baseURL }) => {
    const shared = await sharedPage(browser);
    page = shared.page;
    await signInContext(shared.context, await newFan(page.request), baseURL!);
  });
  test.afterAll(async () => page.context().close());

  const signedIn = [
    "/v/home",
    "/v/personal-data",
    "/v/information",
    "/v/message",
    "/v/attention",
    "/v/concern",
    "/v/grade",
    "/v/order",
    "/v/reserve",
    "/v/collection",
    "/v/wallet",
    "/v/wallet-forget-password",
    "/v/pay",
    "/v/posting",
    "/v/apply",
    "/v/expert-apply",
    "/live/follow",
    "/live/reserve",
    "/user/comFormPage?type=password",
  ];
  for (const path of signedIn) test(path, () => expectAccessible(page, path));
});

test("keyboard: the login modal opens from the header, keeps Tab inside, closes on Escape and gives focus back", async ({
  page,
}) => {
  await page.goto("/");
  const login = page.getByRole("button", { name: "登录", exact: true }).first();
  // Reached from the top of the page with Tab alone.
  for (let i = 0; i < 80 && !(await login.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(login).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});
