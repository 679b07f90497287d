import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketOddsData } from "@/lib/contracts/basketball";
import {
  analysisAllData,
  futureData,
  h2hData,
  recentData,
  standingsData,
} from "@/lib/contracts/basketball-analysis";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { basketballDemoSeeding } from "./basketball-seed";

let api: TestApi;
let game: { id: number; kickoff: string; home: { id: number }; away: { id: number } };
beforeAll(async () => {
  ({ api } = await createSeededTestApi(basketballDemoSeeding));
  const end = await api.get("/live/basket/list", { type: "end" });
  game = end.body.data.list.find((r: { league: { name: string } }) => r.league.name === "NBA");
});
afterAll(() => api.close());

const analysis = (kind: string, matchId: number | string = game.id) =>
  api.get(`/live/basket/analysis/${kind}`, { matchId });
const involves = (m: { home: { id: number }; away: { id: number } }, id: number) =>
  m.home.id === id || m.away.id === id;

describe("/live/basket/analysis/*", () => {
  it("h2h lists earlier meetings of the two teams with the home side's record", async () => {
    const data = h2hData.parse((await analysis("h2h")).body.data);
    expect(data.home.id).toBe(game.home.id);
    for (const m of data.matches) {
      expect(involves(m, game.home.id) && involves(m, game.away.id)).toBe(true);
      expect(Date.parse(m.kickoff)).toBeLessThan(Date.parse(game.kickoff));
    }
    expect(data.homeRecord.played).toBe(data.matches.length);
    expect(data.homeRecord.won + data.homeRecord.lost).toBe(data.matches.length);
  });

  it("recent gives each team's last finished games, newest first, with points per game", async () => {
    const data = recentData.parse((await analysis("recent")).body.data);
    for (const [side, teamId] of [
      ["home", game.home.id],
      ["away", game.away.id],
    ] as const) {
      const { matches, record } = data[side];
      expect(matches.length).toBeGreaterThan(3);
      expect(matches.length).toBeLessThanOrEqual(10);
      expect(matches.every((m) => involves(m, teamId) && m.state === 10)).toBe(true);
      const times = matches.map((m) => m.kickoff);
      expect(times).toEqual([...times].sort().reverse());
      const own = matches.map((m) => (m.home.id === teamId ? m.homeScore : m.awayScore));
      expect(record.pointsFor).toBeCloseTo(own.reduce((a, b) => a + b, 0) / own.length, 1);
    }
  });

  it("standings are the conference tables of both teams, with W-L, 胜率 and 胜差", async () => {
    const data = standingsData.parse((await analysis("standings")).body.data);
    expect(data.league).toBe("NBA");
    expect(data.groups.length).toBeGreaterThanOrEqual(1);
    for (const g of data.groups) {
      expect(["东部", "西部"]).toContain(g.name);
      expect(g.rows).toHaveLength(15);
      for (const r of g.rows) {
        expect(r.won + r.lost).toBe(r.played);
        if (r.played) expect(r.winPct).toBe(Math.round((r.won / r.played) * 1000) / 1000);
      }
      expect(g.rows[0].gamesBehind).toBe(0);
    }
    const ids = data.groups.flatMap((g) => g.rows.map((r) => r.teamId));
    expect(ids).toContain(game.home.id);
    expect(ids).toContain(game.away.id);
  });

  it("future gives each team's coming games, soonest first", async () => {
    const data = futureData.parse((await analysis("future")).body.data);
    for (const side of ["home", "away"] as const) {
      const { team, matches } = data[side];
      expect(matches.length).toBeGreaterThan(0);
      expect(matches.every((m) => involves(m, team.id) && m.state === 1 && m.daysAway >= 0)).toBe(true);
      const times = matches.map((m) => m.kickoff);
      expect(times).toEqual([...times].sort());
    }
  });

  it("all answers the four tables together", async () => {
    const data = analysisAllData.parse((await analysis("all")).body.data);
    expect(data.h2h.home.id).toBe(game.home.id);
    expect(data.standings.league).toBe("NBA");
    expect(data.recent.away.team.id).toBe(game.away.id);
    expect(data.future.home.matches.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown game and 400 for a bad id or an unknown kind", async () => {
    for (const kind of ["h2h", "recent", "standings", "future", "all"]) {
      expect((await analysis(kind, 999_999)).body.code).toBe(404);
      expect((await analysis(kind, "x1")).status).toBe(400);
    }
    expect((await analysis("injuries")).status).toBe(404);
  });
});

describe("/live/basket/odds/{id}", () => {
  it("gives every company's opening and live 大小分 with the first company's history from the opening", async () => {
    const data = basketOddsData.parse(
      (await api.get(`/live/basket/odds/${game.id}`, { market: 3 })).body.data,
    );
    const [{ market, companies }] = data.markets;
    expect(market).toBe(3);
    expect(companies.length).toBeGreaterThanOrEqual(5);
    expect(companies.every((c) => c.init.line! > 100 && c.live.line! > 100)).toBe(true);
    expect(data.companyId).toBe(companies[0].companyId);
    expect(data.history[0]).toMatchObject({ ...companies[0].init, state: 1, minute: null });
    expect(data.history).toHaveLength(companies[0].changes + 1);
  });

  it("follows the asked company, shows the three markets together for market 0", async () => {
    const crown = basketOddsData.parse(
      (await api.get(`/live/basket/odds/${game.id}`, { market: 2, companyId: 3 })).body.data,
    );
    expect(crown.companyId).toBe(3);
    const inPlay = crown.history.filter((h) => h.minute !== null);
    expect(inPlay.length).toBeGreaterThan(0);
    const changedAt = crown.history.map((h) => h.changedAt);
    expect(changedAt).toEqual([...changedAt].sort());
    const all = basketOddsData.parse(
      (await api.get(`/live/basket/odds/${game.id}`, { market: 0 })).body.data,
    );
    expect(all.markets.map((m) => m.market)).toEqual([1, 2, 3]);
    expect(all.markets[0].companies.every((c) => c.live.draw === null)).toBe(true);
    expect(all.history).toEqual([]);
  });

  it("answers 404 for an unknown game or company and 400 for a bad market", async () => {
    expect((await api.get("/live/basket/odds/999999", {})).body.code).toBe(404);
    expect((await api.get(`/live/basket/odds/${game.id}`, { companyId: 4 })).body).toMatchObject({
      code: 404,
    });
    expect((await api.get(`/live/basket/odds/${game.id}`, { market: 5 })).status).toBe(400);
    expect((await api.get("/live/basket/odds/abc", {})).status).toBe(400);
  });
});
