import type { APIRequestContext } from "@playwright/test";
import { API_URL } from "./api";

const MINUTE = 60_000;

/** The simulation's clock (FEED_TIME_SCALE): kick-offs and results follow it. */
export async function feedNow(request: APIRequestContext): Promise<{ now: number; scale: number }> {
  const body = await (await request.get(`${API_URL}/live/time`)).json();
  return { now: body.data.now, scale: body.data.timeScale };
}

export type OverUnderMatch = {
  matchId: number;
  sportId: number;
  name: string;
  line: number;
  kickoff: number;
};

/**
 * The soonest upcoming match with an over/under line that cannot be a push (x.5 or a quarter line),
 * far enough ahead that publishing and buying finish before kick-off at the feed's pace.
 */
export async function upcomingOverUnderMatch(
  request: APIRequestContext,
  token: string,
  minRealMs = 40_000,
): Promise<OverUnderMatch> {
  const { now, scale } = await feedNow(request);
  const earliest = now + minRealMs * scale;
  const found: OverUnderMatch[] = [];
  for (const sportId of [1, 2]) {
    const res = await request.get(`${API_URL}/tj/match`, {
      params: { sportId, playType: sportId === 1 ? 3 : 2, pageSize: 50, channelId: 3, platform: 1 },
      headers: { accessToken: token },
    });
    const rows = (await res.json()).data?.list ?? [];
    for (const row of rows as {
      matchId: number;
      kickoff: string;
      home: { name: string };
      away: { name: string };
      overUnder: { line: number } | null;
    }[]) {
      const kickoff = Date.parse(row.kickoff);
      if (!row.overUnder || Number.isInteger(row.overUnder.line) || kickoff < earliest) continue;
      found.push({
        matchId: row.matchId,
        sportId,
        name: `${row.home.name} vs ${row.away.name}`,
        line: row.overUnder.line,
        kickoff,
      });
    }
  }
  found.sort((a, b) => a.kickoff - b.kickoff);
  if (!found[0]) throw new Error("no upcoming match with an over/under line");
  return found[0];
}

/** How long (real time) until a match that kicks off at `kickoff` on the feed clock is over, with room to spare. */
/** Real milliseconds a match kicked off now takes to finish in the sped-up feed, with a minute to spare. */
export async function realMsToPlayOut(request: APIRequestContext, sportId: number) {
  return realMsUntilFinished(request, (await feedNow(request)).now, sportId);
}

export async function realMsUntilFinished(request: APIRequestContext, kickoff: number, sportId: number) {
  const { now, scale } = await feedNow(request);
  const playMinutes = sportId === 1 ? 125 : 160;
  return Math.max(0, kickoff - now + playMinutes * MINUTE) / scale + 60_000;
}

export async function apiJson(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  token: string,
  data?: unknown,
) {
  const res = await request.fetch(`${API_URL}${path}`, {
    method,
    headers: { accessToken: token },
    ...(method === "GET" ? { params: { channelId: 3, platform: 1 } } : { data: data ?? {} }),
  });
  return res.json();
}

export const diamondsOf = async (request: APIRequestContext, token: string): Promise<number> =>
  (await apiJson(request, "GET", "/pay/balances", token)).data.balance;
