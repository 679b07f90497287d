import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sport } from "@/lib/codes/sports";
import { oddsCompareData, oddsJoinData } from "@/lib/contracts/odds-board";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

// 欧亚大, 公司对比 and the football data models on the demo seed's sports data; the test clock stands
// at 2026-11-22 12:00 Beijing, so yesterday's business day is played out.
const YESTERDAY = "2026-11-21";

let api: TestApi;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(sportsSeeding));
});
afterAll(() => api.close());

describe("GET /live/odds/join", () => {
  it("puts one company's three markets on one row", async () => {
    const res = await api.get("/live/odds/join", { sportId: Sport.Football, date: YESTERDAY });
    const data = oddsJoinData.parse(res.body.data);
    expect(data.company.name).toBe("皇冠");
    const m = data.matches.find((x) => x.europe && x.handicap && x.total)!;
    expect(m.europe!.live.draw).not.toBeNull();
    expect(m.europe!.payout).not.toBeNull();
    expect(m.handicap!.live.line).not.toBeNull();
    expect(m.total!.live.line).toBeGreaterThan(1);
  });

  it("switches company and filters leagues", async () => {
    const res = await api.get("/live/odds/join", {
      sportId: Sport.Basketball,
      date: YESTERDAY,
      companyId: 47,
    });
    const data = oddsJoinData.parse(res.body.data);
    expect(data.company.name).toBe("平博");
    expect(data.matches.some((m) => m.europe && m.europe.live.draw === null)).toBe(true);
    const nba = await api.get("/live/odds/join", {
      sportId: Sport.Basketball,
      date: YESTERDAY,
      leagueIds: 1,
    });
    expect(nba.body.data.matches.every((m: { league: { name: string } }) => m.league.name === "NBA")).toBe(
      true,
    );
  });

  it("refuses unknown or malformed companies", async () => {
    expect((await api.get("/live/odds/join", { companyId: 999 })).status).toBe(400);
    expect((await api.get("/live/odds/join", { companyId: "abc" })).status).toBe(400);
    expect((await api.get("/live/odds/join", { date: "yesterday" })).status).toBe(400);
  });
});

describe("GET /live/odds/compare", () => {
  it("lists every company's live value with each column's extremes and mean", async () => {
    const res = await api.get("/live/odds/compare", { sportId: Sport.Football, market: 1, date: YESTERDAY });
    const data = oddsCompareData.parse(res.body.data);
    expect(data.companies).toHaveLength(10);
    const m = data.matches.find((x) => x.quotes.length >= 5)!;
    const homes = m.quotes.map((q) => q.live.home);
    expect(m.stats!.max.home).toBe(Math.max(...homes));
    expect(m.stats!.min.home).toBe(Math.min(...homes));
    const mean = homes.reduce((a, b) => a + b, 0) / homes.length;
    expect(m.stats!.avg.home).toBeCloseTo(mean, 2);
    expect(m.stats!.avg.draw).not.toBeNull();
  });

  it("compares lines for the handicap market and refuses a bad market", async () => {
    const res = await api.get("/live/odds/compare", {
      sportId: Sport.Basketball,
      market: 2,
      date: YESTERDAY,
    });
    const m = res.body.data.matches[0];
    expect(m.stats.max.line).toBeGreaterThanOrEqual(m.stats.min.line);
    expect(m.stats.avg.draw).toBeNull();
    expect((await api.get("/live/odds/compare", { market: "0" })).status).toBe(400);
    expect((await api.get("/live/odds/compare", { leagueIds: "abc" })).status).toBe(400);
  });
});

describe("GET /live/football/model", () => {
  it("ranks the day's matches by line movement with probabilities, Kelly and upsets", async () => {
    const res = await api.get("/live/football/model", { date: YESTERDAY });
    expect(res.body.code).toBe(200);
    const { matches } = res.body.data;
    expect(matches.length).toBeGreaterThan(10);
    const sizes = matches.map((m: { movement: { size: number } }) => m.movement.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(sizes[0]).toBeGreaterThan(0);

    const m = matches.find((x: { probabilities: unknown }) => x.probabilities);
    const { home, draw, away } = m.probabilities;
    expect(home + draw + away).toBeCloseTo(100, 0);
    const entry = m.kelly[0];
    const compare = await api.get("/live/odds/compare", { sportId: 1, market: 1, date: YESTERDAY });
    const quote = compare.body.data.matches
      .find((x: { id: number }) => x.id === m.id)
      .quotes.find((q: { companyId: number }) => q.companyId === entry.companyId);
    expect(entry.odds.home).toBe(quote.live.home);
    expect(entry.kelly.home).toBeCloseTo((quote.live.home * home) / 100, 2);
  });

  it("warns only about favourites that are not winning", async () => {
    const res = await api.get("/live/football/model", { date: YESTERDAY });
    const upsets = res.body.data.matches.filter((m: { upset: unknown }) => m.upset);
    expect(upsets.length).toBeGreaterThan(0);
    for (const m of upsets) {
      const [mine, theirs] =
        m.upset.favourite === "home" ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
      expect(mine).toBeLessThanOrEqual(theirs);
      const other = m.upset.favourite === "home" ? m.average.away : m.average.home;
      expect(m.upset.odds).toBeLessThan(other);
    }
  });

  it("filters leagues and refuses malformed dates", async () => {
    const res = await api.get("/live/football/model", { date: YESTERDAY, leagueIds: "36" });
    expect(res.body.data.matches.every((m: { league: { name: string } }) => m.league.name === "英超")).toBe(
      true,
    );
    expect((await api.get("/live/football/model", { date: "2026-13-01" })).status).toBe(400);
  });
});
