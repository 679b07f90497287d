import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBasketballFinished } from "@/lib/codes/basketball-states";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { oddsBoardData, type OddsBoardMatch } from "@/lib/contracts/odds-board";
import { businessDayRange } from "@/lib/beijing-time";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

// The test clock stands at 2026-11-22 12:00 Beijing: the business day 2026-11-22 starts now.
const TODAY = "2026-11-22";
const YESTERDAY = "2026-11-21";
const LADBROKES = 4; // 立博 quotes football only

let api: TestApi;
beforeAll(async () => {
  // The sports part of seedDemo: the same fixtures, results and odds, without people and wallets.
  ({ api } = await createSeededTestApi(sportsSeeding));
});
afterAll(() => api.close());

const inDay = (date: string, kickoff: string) => {
  const { from, to } = businessDayRange(date);
  const t = Date.parse(kickoff);
  return t >= from.getTime() && t < to.getTime();
};

describe("GET /live/odds/companies", () => {
  it("lists the football books with the usual five as default", async () => {
    const res = await api.get("/live/odds/companies", { sportId: Sport.Football });
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((c: { name: string }) => c.name)).toContain("威廉希尔");
    const defaults = res.body.data
      .filter((c: { isDefault: boolean }) => c.isDefault)
      .map((c: { id: number }) => c.id);
    expect(defaults.sort()).toEqual([1, 3, 4, 8, 9]);
  });

  it("leaves out books without basketball prices and still picks five", async () => {
    const res = await api.get("/live/odds/companies", { sportId: Sport.Basketball });
    const ids = res.body.data.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(LADBROKES);
    expect(ids).toContain(47);
    expect(res.body.data.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(5);
  });

  it("rejects an unknown sport", async () => {
    for (const sportId of ["3", "0", "足球"]) {
      const res = await api.get("/live/odds/companies", { sportId });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });
});

describe("GET /live/odds/board", () => {
  it("gives today's matches with the default companies' opening and live 1X2 and 返还率", async () => {
    const res = await api.get("/live/odds/board", { sportId: Sport.Football, market: OddsMarket.European });
    expect(res.body.code).toBe(200);
    const data = oddsBoardData.parse(res.body.data);
    expect(data.date).toBe(TODAY);
    expect(data.today).toBe(TODAY);
    expect(data.companies.map((c) => c.name)).toEqual(["澳门", "皇冠", "Bet365", "立博", "威廉希尔"]);
    expect(data.matches.length).toBeGreaterThan(10);
    for (const m of data.matches) expect(inDay(TODAY, m.kickoff)).toBe(true);
    const quoted = data.matches.find((m) => m.quotes.length === 5)!;
    expect(quoted.quotes.map((q) => q.companyId)).toEqual([1, 3, 8, 4, 9]);
    const { live, payout } = quoted.quotes[0];
    expect(live.draw).not.toBeNull();
    expect(payout!.live).toBeCloseTo(100 / (1 / live.home + 1 / live.draw! + 1 / live.away), 1);
    expect(payout!.live).toBeGreaterThan(85);
    expect(payout!.live).toBeLessThan(100);
  });

  it("shows Asian lines without a draw, and the basketball totals", async () => {
    const yapan = await api.get("/live/odds/board", { sportId: Sport.Football, market: OddsMarket.Handicap });
    const quote = yapan.body.data.matches[0].quotes[0];
    expect(quote.live.draw).toBeNull();
    expect(typeof quote.open.line).toBe("number");
    expect(quote.payout).toBeNull();

    const totals = await api.get("/live/odds/board", {
      sportId: Sport.Basketball,
      market: OddsMarket.OverUnder,
      date: YESTERDAY,
    });
    const data = oddsBoardData.parse(totals.body.data);
    expect(data.matches.length).toBeGreaterThan(0);
    const lines = data.matches.flatMap((m) => m.quotes.map((q) => q.live.line!));
    expect(Math.min(...lines)).toBeGreaterThan(120);
    expect(data.matches.some((m) => isBasketballFinished(m.state))).toBe(true);
  });

  it("follows the chosen companies and leagues", async () => {
    const all = oddsBoardData.parse(
      (await api.get("/live/odds/board", { sportId: Sport.Football, market: 2, date: YESTERDAY })).body.data,
    );
    const league = all.leagues[0];
    const res = await api.get("/live/odds/board", {
      sportId: Sport.Football,
      market: 2,
      date: YESTERDAY,
      companyIds: "8,3",
      leagueIds: String(league.id),
    });
    const data = oddsBoardData.parse(res.body.data);
    expect(data.companies.map((c) => c.id)).toEqual([8, 3]);
    expect(data.matches).toHaveLength(league.count);
    expect(data.matches.every((m: OddsBoardMatch) => m.league.id === league.id)).toBe(true);
    expect(new Set(data.matches.flatMap((m) => m.quotes.map((q) => q.companyId)))).toEqual(new Set([8, 3]));
    expect(data.leagues).toEqual(all.leagues);
  });

  it("answers an empty day with no matches", async () => {
    const res = await api.get("/live/odds/board", { sportId: Sport.Football, date: "2030-01-01" });
    expect(res.body.code).toBe(200);
    expect(res.body.data.matches).toEqual([]);
  });

  it("refuses a company that does not exist, and returns nothing for one that skips the sport", async () => {
    const unknown = await api.get("/live/odds/board", { sportId: Sport.Football, companyIds: "3,999" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("999");
    const notQuoting = await api.get("/live/odds/board", {
      sportId: Sport.Basketball,
      market: 2,
      date: YESTERDAY,
      companyIds: String(LADBROKES),
    });
    expect(notQuoting.body.code).toBe(200);
    expect(notQuoting.body.data.matches.every((m: OddsBoardMatch) => m.quotes.length === 0)).toBe(true);
  });

  it("answers 400 for malformed input", async () => {
    const bad: Record<string, string>[] = [
      { market: "4" },
      { market: "欧赔" },
      { sportId: "9" },
      { date: "2026-02-30" },
      { date: "22/11/2026" },
      { companyIds: "1,x" },
      { companyIds: "-3" },
      { leagueIds: "36;8" },
      { companyIds: Array.from({ length: 30 }, (_, i) => i + 1).join(",") },
    ];
    for (const query of bad) {
      const res = await api.get("/live/odds/board", query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});
