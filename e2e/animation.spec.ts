import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { Sport as SportCode, type SportId } from "../lib/codes/sports";
import { API_URL } from "./support/api";
import { kickOffNext } from "./support/live-match";

// 动画直播 on the match pages: the view moves with the feed (FEED_TIME_SCALE=30 in e2e) and shows
// the same score as the live list.

type Row = { id: number; state: number; homeScore: number; awayScore: number };
type Sport = { sportId: SportId; path: string; playing: number[]; rows: () => Promise<Row[]> };

// States with the ball in play, earliest first: the earlier the period, the longer it stays live.
const FOOTBALL_PLAYING = [2, 4, 5];
const BASKETBALL_PLAYING = [2, 4, 6, 8, 9];

async function footballRows(request: APIRequestContext): Promise<Row[]> {
  const res = await request.get(`${API_URL}/live/football/v1_1/live`, {
    params: { channelId: 3, platform: 1 },
  });
  return (await res.json()).data.rows;
}

async function basketballRows(request: APIRequestContext): Promise<Row[]> {
  const res = await request.get(`${API_URL}/live/basket/list`, { params: { type: "live" } });
  return (await res.json()).data.list;
}

/** A match in play (not at a break), in the earliest period so it stays live for the test. */
async function playingMatch(sport: Sport): Promise<Row | undefined> {
  const rows = (await sport.rows()).filter((r) => sport.playing.includes(r.state));
  return rows.sort((a, b) => sport.playing.indexOf(a.state) - sport.playing.indexOf(b.state))[0];
}

/** A match in play now, whatever the hour: one the list shows, else the next one kicked off now. */
async function matchInPlay(request: APIRequestContext, sport: Sport): Promise<Row> {
  const playing = await playingMatch(sport);
  if (playing) return playing;
  const id = await kickOffNext(request, { sportId: sport.sportId });
  return (await sport.rows()).find((r) => r.id === id)!;
}

async function expectAnimatedWithListScore(page: Page, sport: Sport, match: Row) {
  await page.goto(`/${sport.path}/live/${match.id}`);
  const view = page.getByTestId("match-animation");
  await expect(view).toBeVisible();
  // The view moves: new actions arrive over the match stream within the test window.
  const firstSeq = Number((await view.getAttribute("data-seq")) ?? "0");
  await expect
    .poll(async () => Number((await view.getAttribute("data-seq")) ?? "0"), { timeout: 30_000 })
    .toBeGreaterThan(firstSeq + 1);
  const ball = page.getByTestId("animation-ball");
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        seen.add((await ball.getAttribute("data-x")) ?? "");
        return seen.size;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(1);
  // The score is the list's (both read at the same moment; a goal in between is retried).
  await expect
    .poll(
      async () => {
        const row = (await sport.rows()).find((r) => r.id === match.id);
        const shown = (await page.getByTestId("animation-score").textContent())?.trim();
        return row ? shown === `${row.homeScore} - ${row.awayScore}` : true;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

test.describe("动画直播 on the match pages", () => {
  test("a live football match's view moves and shows the list's score", async ({ page, request }) => {
    const sport: Sport = {
      sportId: SportCode.Football,
      path: "football",
      playing: FOOTBALL_PLAYING,
      rows: () => footballRows(request),
    };
    await expectAnimatedWithListScore(page, sport, await matchInPlay(request, sport));
  });

  test("a live basketball game's view moves and shows the list's score", async ({ page, request }) => {
    const sport: Sport = {
      sportId: SportCode.Basketball,
      path: "basketball",
      playing: BASKETBALL_PLAYING,
      rows: () => basketballRows(request),
    };
    await expectAnimatedWithListScore(page, sport, await matchInPlay(request, sport));
  });

  test("a finished match shows its final state", async ({ page, request }) => {
    const res = await request.get(`${API_URL}/live/football/match`, {
      params: { type: "end", channelId: 3, platform: 1 },
    });
    const rows: Row[] = (await res.json()).data.rows;
    const match = rows.find((r) => r.state === 8);
    expect(match, "a finished football match yesterday").toBeTruthy();
    await page.goto(`/football/live/${match!.id}`);
    const view = page.getByTestId("match-animation");
    await expect(view).toHaveAttribute("data-action", "full-time");
    await expect(page.getByTestId("animation-score")).toHaveText(`${match!.homeScore} - ${match!.awayScore}`);
    await expect(page.getByTestId("animation-clock")).toHaveText("完场");
  });
});
