import { expect, test, type Page } from "@playwright/test";
import { Sport } from "../lib/codes/sports";
import { ensureLiveMatches, gotoWithLiveRows, kickOffNext, onAirRoomCallingNext } from "./support/live-match";

// 赛程 (/next) as live as the score lists, 完场 with its two lines, and where to watch a match.

/** A folder to save screenshots into, for a look at the layout. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

type Snapshot = Record<string, { state: string; score: string }>;

const snapshot = (page: Page): Promise<Snapshot> =>
  page.locator("tr[data-match-id]").evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((r) => [
        r.getAttribute("data-match-id"),
        {
          state: r.querySelector('[data-testid="state"]')?.textContent ?? "",
          score: r.querySelector('[data-testid="score"]')?.textContent ?? "",
        },
      ]),
    ),
  );

test("/next shows a match's state and score change without a reload", async ({ page, request }) => {
  // Room for the 60 s and 150 s waits below (the config's 60 s would cut them short).
  test.setTimeout(5 * 60_000);
  // One kicked off now (the whole match ahead of it) and two more in play, whatever the hour.
  const fresh = await kickOffNext(request, { sportId: Sport.Football });
  await ensureLiveMatches(request, { sportId: Sport.Football }, 3);
  await gotoWithLiveRows(page, "/next", [fresh]);
  const before = await snapshot(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const changed = async (key: "state" | "score") => {
    const now = await snapshot(page);
    return Object.keys(before).some((id) => now[id] && now[id][key] !== before[id]![key]);
  };
  // The e2e feed runs 30x: clocks move every few seconds and points or goals follow within minutes.
  await expect.poll(() => changed("state"), { timeout: 60_000, intervals: [1000] }).toBe(true);
  await expect.poll(() => changed("score"), { timeout: 150_000, intervals: [1000] }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/next.png`, fullPage: false });
});

test("/football/end rows show an opening (初) and a closing (终) line that differ match to match", async ({
  page,
}) => {
  await page.goto("/football/end");
  await expect(page.locator("tr[data-match-id]").first()).toBeVisible();
  const lines = await page.locator("tr[data-match-id]").evaluateAll((rows) =>
    rows.flatMap((r) => {
      const opening = r.querySelector(".odds-quotes > span:first-child")?.textContent;
      const closing = r.querySelector(".odds-quotes > span:last-child")?.textContent;
      return opening && closing ? [{ opening, closing }] : [];
    }),
  );
  expect(lines.length).toBeGreaterThan(5);
  for (const { opening, closing } of lines) {
    expect(opening).toMatch(/^初\d/);
    expect(closing).toMatch(/^终\d/);
  }
  const distinct = new Set(lines.map((l) => `${l.opening}|${l.closing}`));
  expect(distinct.size).toBeGreaterThan(lines.length / 2);
  expect(new Set(lines.map((l) => l.closing)).size).toBeGreaterThan(1);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/football-end.png` });
});

test("a match row's 直播 link leads to a live room that renders, and the match page lists it too", async ({
  page,
  request,
}) => {
  // The seed's on-air rooms call the matches of the hour it ran; one of them now calls a match of today's schedule.
  const { roomId, matchId } = await onAirRoomCallingNext(request);
  const href = `/live/room/${roomId}`;
  const row = page.locator(`tr[data-match-id="${matchId}"]`);
  const link = row.locator(`a[href="${href}"][data-live]`);
  // A cached page catches up within its revalidate time.
  await expect(async () => {
    await page.goto("/next");
    await expect(link).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  const matchPage = (await row.getByRole("link", { name: "赛况" }).getAttribute("href"))!;

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page).toHaveTitle(/的直播间/);
  await expect(page.getByTestId("live-video")).toBeVisible();

  await expect(async () => {
    await page.goto(matchPage);
    await expect(page.locator("header").locator(`a[href="${href}"]`)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/match-header.png` });
  await page.goto("/football");
  await expect(page.locator('tr[data-match-id] a[href^="/live/room/"]').first()).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/football-list.png` });
});
