import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import { Sport } from "@/lib/codes/sports";
import { basketDetail, basketListData, basketLiveData, basketTextData } from "@/lib/contracts/basketball";
import { matches } from "@/server/db/schema/matches";
import { businessDayRange } from "@/lib/beijing-time";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { basketballDemoSeeding } from "./basketball-seed";

let api: TestApi;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(basketballDemoSeeding));
});
afterAll(() => api.close());

const TODAY = "2026-11-22";
const list = async (query: Record<string, string | number> = {}) => {
  const res = await api.get("/live/basket/list", query);
  expect(res.body.code).toBe(200);
  return basketListData.parse(res.body.data);
};
const inDay = (kickoff: string, date: string) => {
  const { from, to } = businessDayRange(date);
  return Date.parse(kickoff) >= from.getTime() && Date.parse(kickoff) < to.getTime();
};

async function finishedGame() {
  const { list: rows } = await list({ type: "end" });
  expect(rows.length).toBeGreaterThan(0);
  return rows.find((r) => r.state === 10)!;
}

describe("/live/basket/list", () => {
  it("lists today's games with those in play first, then the coming ones by tip-off", async () => {
    const data = await list();
    expect(data).toMatchObject({ type: "live", date: TODAY, today: TODAY });
    const rows = data.list;
    expect(rows.every((r) => r.sportId === Sport.Basketball)).toBe(true);
    const liveCount = rows.filter((r) => isBasketballLive(r.state)).length;
    expect(liveCount).toBeGreaterThanOrEqual(3);
    expect(rows.slice(0, liveCount).every((r) => isBasketballLive(r.state))).toBe(true);
    const coming = rows.filter((r) => r.state === 1).map((r) => r.kickoff);
    expect(coming).toEqual([...coming].sort());
    for (const r of rows) expect(isBasketballLive(r.state) || inDay(r.kickoff, TODAY)).toBe(true);
    const live = rows[0];
    expect(live.homeQuarters).toHaveLength(5);
    expect(live.homeQuarters!.reduce<number>((s, q) => s + (q ?? 0), 0)).toBe(live.homeScore);
  });

  it("lists yesterday's finished games by default on the end tab and tomorrow's on the next tab", async () => {
    const end = await list({ type: "end" });
    expect(end.date).toBe("2026-11-21");
    expect(end.list.length).toBeGreaterThan(3);
    for (const r of end.list) {
      expect(r.state).toBeGreaterThanOrEqual(10);
      expect(inDay(r.kickoff, "2026-11-21")).toBe(true);
    }
    const next = await list({ type: "next" });
    expect(next.date).toBe("2026-11-23");
    expect(next.list.length).toBeGreaterThan(3);
    expect(next.list.every((r) => r.state === 1 && inDay(r.kickoff, "2026-11-23"))).toBe(true);
    const older = await list({ type: "end", date: "2026-11-18" });
    expect(older.list.every((r) => inDay(r.kickoff, "2026-11-18"))).toBe(true);
  });

  it("orders 竞彩篮球 by its number and carries the 让分 and 大小分 SP values", async () => {
    const { list: rows } = await list({ type: "jclq" });
    expect(rows.length).toBeGreaterThan(3);
    const numbers = rows.map((r) => r.jclq!.number);
    expect(numbers).toEqual([...numbers].sort());
    expect(numbers[0]).toMatch(/^周[一二三四五六日]30\d$/);
    for (const r of rows) {
      expect(r.jcNo).toBe(r.jclq!.number);
      expect(r.jclq!.total).toBeGreaterThan(100);
      expect(r.jclq!.hSpHome).toBeGreaterThan(1);
      expect(Number.isInteger(r.jclq!.handicap * 2)).toBe(true);
    }
  });

  it("narrows to the chosen leagues, and the filter counts add up to the list", async () => {
    const all = await list();
    const filter = await api.get("/live/basket/filter");
    const leagues: { id: number; name: string; count: number }[] = filter.body.data.leagues;
    expect(leagues.reduce((s, l) => s + l.count, 0)).toBe(all.list.length);
    const cba = leagues.find((l) => l.name === "CBA")!;
    const only = await list({ leagueIds: String(cba.id) });
    expect(only.list).toHaveLength(cba.count);
    expect(only.list.every((r) => r.league.id === cba.id)).toBe(true);
    const jclq = await api.get("/live/basket/filter", { type: "jclq" });
    expect(jclq.body.data.leagues.every((l: { name: string }) => l.name !== "欧篮联")).toBe(true);
  });

  it("answers 400 for malformed input, never 500", async () => {
    const queries: Record<string, string>[] = [
      { type: "today" },
      { date: "2026-13-40" },
      { date: "yesterday" },
      { leagueIds: "nba" },
      { leagueIds: "1,,2" },
      { leagueIds: "99999999999" },
    ];
    for (const query of queries) {
      const res = await api.get("/live/basket/list", query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe(400);
    }
    expect((await api.get("/live/basket/filter", { type: "x" })).status).toBe(400);
  });
});

describe("/live/basket/detail", () => {
  it("gives the header with quarter scores, season, venue and where to watch", async () => {
    const game = await finishedGame();
    const res = await api.get("/live/basket/detail", { matchId: game.id });
    const data = basketDetail.parse(res.body.data);
    const sum = (q: (number | null)[] | null) => (q ?? []).reduce<number>((s, v) => s + (v ?? 0), 0);
    expect(sum(data.match.homeQuarters)).toBe(data.match.homeScore);
    expect(sum(data.match.awayQuarters)).toBe(data.match.awayScore);
    expect(data.season).toMatch(/^\d{4}(-\d{4})?$/);
    expect(data.venue?.name).toBeTruthy();
    expect(data.league.fullName).toMatch(/篮球/);
  });

  it("answers the 404 envelope for an unknown game or a football match, 400 for a bad id", async () => {
    expect((await api.get("/live/basket/detail", { matchId: 999_999 })).body).toEqual({
      code: 404,
      message: "比赛不存在",
      data: null,
    });
    const [football] = await api.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.sportId, 1))
      .limit(1);
    expect((await api.get("/live/basket/detail", { matchId: football.id })).status).toBe(404);
    for (const matchId of ["abc", "-3", "1.5", ""]) {
      expect((await api.get("/live/basket/detail", { matchId })).status).toBe(400);
    }
  });
});

describe("/live/basket/live", () => {
  it("gives both box scores with the SPEC player fields, team totals and the commentary in order", async () => {
    const game = await finishedGame();
    const res = await api.get("/live/basket/live", { matchId: game.id });
    const data = basketLiveData.parse(res.body.data);
    for (const side of ["home", "away"] as const) {
      const box = data.boxScores[side];
      expect(box.length).toBeGreaterThanOrEqual(5);
      expect(box.filter((p) => p.starter)).toHaveLength(5);
      expect(box.reduce((s, p) => s + p.points, 0)).toBe(side === "home" ? game.homeScore : game.awayScore);
      const p = box[0];
      expect(p.fieldGoalsAccuracy).toBeCloseTo((p.fieldGoalsScored * 100) / p.fieldGoalsAttempted, 1);
      expect(data.teamStats![side].fieldGoalsScored).toBe(box.reduce((s, l) => s + l.fieldGoalsScored, 0));
    }
    expect(data.commentary.length).toBeGreaterThan(0);
    const minutes = data.commentary.map((c) => c.minute);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(data.events.filter((e) => e.type === 21)).toHaveLength(4);
    expect(data.match.homeScore).toBe(game.homeScore);
  });

  it("answers 404 for an unknown game and 400 for a malformed id", async () => {
    expect((await api.get("/live/basket/live", { matchId: 123 })).body.code).toBe(404);
    expect((await api.get("/live/basket/live", { matchId: "x" })).status).toBe(400);
    expect((await api.get("/live/basket/live")).status).toBe(400);
  });
});

describe("/live/basket/text", () => {
  it("lists today's games and follows the first one in play", async () => {
    const res = await api.get("/live/basket/text");
    const data = basketTextData.parse(res.body.data);
    expect(data.date).toBe(TODAY);
    const first = data.matches.find((m) => isBasketballLive(m.state))!;
    expect(data.matchId).toBe(first.id);
    expect(data.match?.id).toBe(first.id);
  });

  it("gives the commentary of the game asked for, 404 for an unknown one", async () => {
    const game = await finishedGame();
    const data = basketTextData.parse((await api.get("/live/basket/text", { matchId: game.id })).body.data);
    expect(data.matchId).toBe(game.id);
    expect(data.match).toMatchObject({ id: game.id, homeScore: game.homeScore });
    expect(data.matches.some((m) => m.id === game.id)).toBe(false);
    expect(data.commentary.length).toBeGreaterThan(0);
    expect((await api.get("/live/basket/text", { matchId: 999_999 })).body.code).toBe(404);
    expect((await api.get("/live/basket/text", { matchId: "0" })).status).toBe(400);
  });
});
