import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { matchOdds } from "@/lib/contracts/match-odds";
import { matches } from "@/server/db/schema/matches";
import { odds, oddsChanges } from "@/server/db/schema/odds";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { detailSeeding, playedFootballMatch } from "./match-detail-seed";

let api: TestApi;
let played: typeof matches.$inferSelect;
const get = (id: number | string, query: Record<string, string | number> = {}) =>
  api.get(`/live/odds/${id}`, query);

beforeAll(async () => {
  ({ api } = await createSeededTestApi(detailSeeding));
  played = await playedFootballMatch(api);
});
afterAll(() => api.close());

describe("GET /live/odds/{id}", () => {
  it("lists every company's opening and live quotes in one market", async () => {
    const res = await get(played.id, { market: OddsMarket.Handicap });
    const d = matchOdds.parse(res.body.data);
    const stored = await api.db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, played.id), eq(odds.market, OddsMarket.Handicap)));
    expect(d.markets.map((m) => m.market)).toEqual([OddsMarket.Handicap]);
    const companies = d.markets[0].companies;
    expect(companies).toHaveLength(stored.length);
    expect(companies.length).toBeGreaterThanOrEqual(8);
    const crown = companies.find((c) => c.name === "皇冠")!;
    const row = stored.find((s) => s.companyId === crown.companyId)!;
    expect(crown.initial).toEqual({ home: row.initHome, draw: null, away: row.initAway, line: row.initLine });
    expect(crown.live).toEqual({ home: row.home, draw: null, away: row.away, line: row.line });
    expect(d.history).toBeNull();
  });

  it("gives all three markets without a market, for 三合一", async () => {
    const d = matchOdds.parse((await get(played.id)).body.data);
    expect(d.markets.map((m) => m.market)).toEqual([1, 2, 3]);
    expect(d.markets[0].companies[0].initial.draw).not.toBeNull();
    expect(d.markets[2].companies[0].live.line).not.toBeNull();
  });

  it("adds a company's history: the opening first, then every move in time order", async () => {
    const d = matchOdds.parse(
      (await get(played.id, { market: OddsMarket.European, companyId: 3 })).body.data,
    );
    const moves = await api.db
      .select()
      .from(oddsChanges)
      .where(
        and(
          eq(oddsChanges.matchId, played.id),
          eq(oddsChanges.market, OddsMarket.European),
          eq(oddsChanges.companyId, 3),
        ),
      );
    expect(d.history).toMatchObject({ companyId: 3, name: "皇冠", market: OddsMarket.European });
    const points = d.history!.points;
    expect(points).toHaveLength(moves.length + 1);
    expect(points[0]).toMatchObject({ opening: true, minute: null });
    expect(points[0].quote).toEqual(d.markets[0].companies.find((c) => c.companyId === 3)!.initial);
    const times = points.map((p) => Date.parse(p.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(points.some((p) => p.minute === 20)).toBe(true);
    expect(d.markets[0].companies.find((c) => c.companyId === 3)!.moves).toBe(moves.length);
  });

  it("serves basketball matches too (no draw)", async () => {
    const [b] = await api.db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(odds, eq(odds.matchId, matches.id))
      .where(eq(matches.sportId, Sport.Basketball))
      .limit(1);
    const d = matchOdds.parse((await get(b.id, { market: 1 })).body.data);
    expect(d.markets[0].companies[0].live.draw).toBeNull();
  });

  it("answers 404 for an unknown match and for a company that quotes nothing there", async () => {
    const missing = await get(987_654_321);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, message: "比赛不存在", data: null });
    const pinnacle = await get(played.id, { market: 1, companyId: 47 });
    expect(pinnacle.status).toBe(404);
    expect(pinnacle.body.message).toBe("该公司未开出此盘口");
  });

  it("rejects malformed ids, markets and a history without a market with 400", async () => {
    const bad: [string | number, Record<string, string | number>][] = [
      ["abc", {}],
      ["0", {}],
      ["99999999999", {}],
      [played.id, { market: 4 }],
      [played.id, { market: "x" }],
      [played.id, { companyId: 3 }],
      [played.id, { market: 1, companyId: "-2" }],
    ];
    for (const [id, query] of bad) {
      const res = await get(id, query);
      expect(res.status, `${id} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });
});
