import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { isBasketballLive } from "../../lib/codes/basketball-states";
import { isFootballLive } from "../../lib/codes/football-states";
import { Sport, type SportId } from "../../lib/codes/sports";
import { API_URL } from "./api";

// Usage: `const id = await ensureLiveMatch(request, { sportId: Sport.Football })` gives a match in play at any hour
// (kicking one off now through the dev tool when none is); `kickOffNow(request, id)` starts a chosen upcoming match.

type LiveRow = { id: number; state: number; league: { id: number } };
type Target = { sportId: SportId; leagueId?: number };

const CHANNEL = { channelId: 3, platform: 1 };
const isLive = (sportId: SportId, state: number) =>
  sportId === Sport.Football ? isFootballLive(state) : isBasketballLive(state);

/** The matches of a sport (and league) the list api shows in play now. */
export async function liveMatchIds(
  request: APIRequestContext,
  { sportId, leagueId }: Target,
): Promise<number[]> {
  const res =
    sportId === Sport.Football
      ? await request.get(`${API_URL}/live/football/v1_1/live`, { params: CHANNEL })
      : await request.get(`${API_URL}/live/basket/list`, { params: { ...CHANNEL, type: "live" } });
  const body = await res.json();
  const rows: LiveRow[] = (sportId === Sport.Football ? body.data?.rows : body.data?.list) ?? [];
  return rows
    .filter((r) => isLive(sportId, r.state) && (leagueId === undefined || r.league.id === leagueId))
    .map((r) => r.id);
}

async function kickOff(request: APIRequestContext, body: object): Promise<number> {
  const res = await request.post(`${API_URL}/dev/feed/kickoff`, { data: body });
  const answer = await res.json();
  expect(answer.code, `kick-off ${JSON.stringify(body)}: ${answer.message}`).toBe(200);
  return answer.data.matchId as number;
}

/** Makes an upcoming match kick off now in feed time (POST /dev/feed/kickoff); the feed plays it from its next tick. */
export async function kickOffNow(request: APIRequestContext, matchId: number): Promise<void> {
  await kickOff(request, { matchId });
}

/** The next upcoming match of the sport (and league) kicked off now, once the list api shows it in play. */
export async function kickOffNext(request: APIRequestContext, target: Target): Promise<number> {
  const id = await kickOff(request, target);
  await waitUntilLive(request, target, id);
  return id;
}

/** Until the list api shows `matchId` in play. */
export async function waitUntilLive(request: APIRequestContext, target: Target, matchId: number) {
  await expect
    .poll(async () => (await liveMatchIds(request, target)).includes(matchId), { timeout: 30_000 })
    .toBe(true);
}

/**
 * `count` matches in play now, whatever the hour: those the list shows live, topped up with the next
 * upcoming ones kicked off now (hot ones first), once the feed shows them live. Freshly kicked ones come first.
 */
export async function ensureLiveMatches(request: APIRequestContext, target: Target, count: number) {
  const live = await liveMatchIds(request, target);
  const kicked: number[] = [];
  for (let i = live.length; i < count; i++) kicked.push(await kickOff(request, target));
  for (const id of kicked) await waitUntilLive(request, target, id);
  return [...kicked, ...live].slice(0, Math.max(count, 1));
}

/** One match in play now: one the list shows live, else the next upcoming one kicked off now. */
export async function ensureLiveMatch(request: APIRequestContext, target: Target): Promise<number> {
  return (await ensureLiveMatches(request, target, 1))[0]!;
}

/**
 * The busiest demo room on the air calling a match kicked off now (POST /dev/rooms/call-next), once
 * the list api shows the match in play: a match of the schedule's day with a room on the air, whatever the hour.
 */
export async function onAirRoomCallingNext(request: APIRequestContext) {
  const res = await request.post(`${API_URL}/dev/rooms/call-next`, { data: {} });
  const answer = await res.json();
  expect(answer.code, `call-next: ${answer.message}`).toBe(200);
  const { roomId, matchId, sportId } = answer.data as { roomId: number; matchId: number; sportId: SportId };
  await waitUntilLive(request, { sportId }, matchId);
  return { roomId, matchId };
}

/** Opens `path` until its rows of `ids` show in play (a cached page catches up within its revalidate time). */
export async function gotoWithLiveRows(page: Page, path: string, ids: readonly number[]) {
  await expect(async () => {
    await page.goto(path);
    for (const id of ids) {
      await expect(page.locator(`tr[data-match-id="${id}"][data-live]`)).toBeVisible({ timeout: 3_000 });
    }
  }).toPass({ timeout: 90_000 });
}
