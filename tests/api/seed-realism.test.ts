import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_COMPANY_ID, OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { footballListData } from "@/lib/contracts/football-lists";
import { leagueProfile, type LeagueProfile } from "@/server/feed/league-profiles";
import { playPastMatch } from "@/server/seed/sports/play-with-engine";
import { seedSports } from "@/server/seed/sports/seed-sports";
import { listOdds } from "@/server/services/match-list/list-odds";
import { createTestApi, type TestApi } from "../support/test-api";

// The whole sports seed with the real match engine, checked the way a fan who knows the game
// would: scoring at each league's level, prices no two matches share, finished matches showing
// their pre-match lines, box scores without players who did not play.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedSports(api.db, { seed: 7, now: api.clock.now, playPastMatch });
}, 180_000);
afterAll(() => api.close());

type Row = Record<string, unknown>;
const rows = async <T extends Row>(query: ReturnType<typeof sql>) =>
  ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;

type Level = { league: string; metric: string; n: number; mean: number; sd: number; level: number };

/**
 * A season's average agrees with the league's level when it is within 3.5 standard errors (the
 * luck of a season of this size; counts vary at least as a Poisson count does) plus 4 % of the
 * level (the engine's own approximations).
 */
const outside = ({ n, mean, sd, level }: Level) =>
  Math.abs(mean - level) > (3.5 * sd) / Math.sqrt(n) + 0.04 * level;

describe("scoring levels over the seeded season", () => {
  let levels: Level[];
  beforeAll(async () => {
    const leagues = await rows<{
      id: number;
      sport_id: 1 | 2;
      name: string;
      type: 1 | 2;
      level: number;
      n: number;
      goals: number;
      goals_sd: number;
      yellow: number;
      yellow_sd: number;
      red: number;
      red_sd: number;
      corners: number;
      corners_sd: number;
      points: number;
      points_sd: number;
    }>(sql`
      select l.id, l.sport_id, l.name, l.type, l.level, count(*)::int as n,
        avg(m.home_score + m.away_score)::float as goals, stddev_samp(m.home_score + m.away_score)::float as goals_sd,
        avg(m.home_yellow + m.away_yellow)::float as yellow, stddev_samp(m.home_yellow + m.away_yellow)::float as yellow_sd,
        avg(m.home_red + m.away_red)::float as red, stddev_samp(m.home_red + m.away_red)::float as red_sd,
        avg(m.home_corners + m.away_corners)::float as corners, stddev_samp(m.home_corners + m.away_corners)::float as corners_sd,
        avg(m.home_q1 + m.home_q2 + m.home_q3 + m.home_q4 + m.away_q1 + m.away_q2 + m.away_q3 + m.away_q4)::float / 2 as points,
        stddev_samp(m.home_q1 + m.home_q2 + m.home_q3 + m.home_q4 + m.away_q1 + m.away_q2 + m.away_q3 + m.away_q4)::float / 2 as points_sd
      from matches m join leagues l on l.id = m.league_id
      where (m.sport_id = 1 and m.state = 8) or (m.sport_id = 2 and m.state = 10)
      group by l.id having count(*) >= 20`);
    levels = leagues.flatMap((l) => {
      const profile: LeagueProfile = leagueProfile({ ...l, sportId: l.sport_id });
      const level = (metric: string, mean: number, sd: number, value: number): Level => ({
        league: l.name,
        metric,
        n: l.n,
        mean,
        sd: profile.sport === "football" ? Math.max(sd, Math.sqrt(value)) : sd,
        level: value,
      });
      if (profile.sport === "basketball")
        return [level("points a side", l.points, l.points_sd, profile.points)];
      return [
        level("goals", l.goals, l.goals_sd, profile.goals),
        level("yellow cards", l.yellow, l.yellow_sd, profile.yellow),
        level("red cards", l.red, l.red_sd, profile.red),
        level("corners", l.corners, l.corners_sd, profile.corners),
      ];
    });
  });

  it("has every league's goals, cards and corners a match, and points a side, at its level", () => {
    expect(levels.filter((l) => l.metric === "goals").length).toBeGreaterThanOrEqual(15);
    expect(levels.filter((l) => l.metric === "points a side").map((l) => l.league)).toEqual(
      expect.arrayContaining(["NBA", "CBA"]),
    );
    expect(levels.filter(outside)).toEqual([]);
  });

  it("adds NBA and CBA quarters up to the score, an NBA side's quarter mostly 18-40 points", async () => {
    const games = await rows<{ league_id: number; q: number[]; ot: number | null; score: number }>(sql`
      select league_id, array[home_q1, home_q2, home_q3, home_q4] as q, home_ot as ot, home_score as score
        from matches where sport_id = 2 and state = 10
      union all
      select league_id, array[away_q1, away_q2, away_q3, away_q4], away_ot, away_score
        from matches where sport_id = 2 and state = 10`);
    expect(games.length).toBeGreaterThan(300);
    for (const g of games) expect(g.q.reduce((a, b) => a + b, 0) + (g.ot ?? 0)).toBe(g.score);
    const nba = games.filter((g) => g.league_id === 1).flatMap((g) => g.q);
    expect(nba.filter((q) => q >= 18 && q <= 40).length / nba.length).toBeGreaterThan(0.9);
  });
});

describe("prices over the seeded fortnight", () => {
  it("gives no two matches one company's identical 1X2 set, opening or closing", async () => {
    const clashes = await rows(sql`
      select company_id, home, draw, away, count(distinct match_id)::int as n from (
        select match_id, company_id, init_home as home, init_draw as draw, init_away as away from odds where market = ${OddsMarket.European}
        union select match_id, company_id, home, draw, away from odds where market = ${OddsMarket.European}
      ) q group by company_id, home, draw, away having count(distinct match_id) > 1`);
    expect(clashes).toEqual([]);
  });

  it("gives no two matches one company's identical Asian pair of opening and closing quotes, nor closing quote on one day", async () => {
    const pairs = await rows(sql`
      select company_id, market, init_line, init_home, init_away, line, home, away, count(*)::int as n
      from odds where market <> ${OddsMarket.European}
      group by company_id, market, init_line, init_home, init_away, line, home, away having count(*) > 1`);
    expect(pairs).toEqual([]);
    const sameDay = await rows(sql`
      select o.company_id, o.market, o.line, o.home, o.away, count(*)::int as n
      from odds o join matches m on m.id = o.match_id where o.market <> ${OddsMarket.European}
      group by o.company_id, o.market, o.line, o.home, o.away, ((m.kickoff at time zone 'Asia/Shanghai') - interval '12 hours')::date
      having count(*) > 1`);
    expect(sameDay).toEqual([]);
  });

  it("gives no two matches one 竞彩 or 北单 SP set", async () => {
    const clashes = await rows(sql`
      select 'spf' as play, count(*)::int as n from jczq_matches group by sp_home, sp_draw, sp_away having count(*) > 1
      union all select 'rqspf', count(*)::int from jczq_matches group by handicap, h_sp_home, h_sp_draw, h_sp_away having count(*) > 1
      union all select 'sf', count(*)::int from jclq_matches group by sp_home, sp_away having count(*) > 1
      union all select 'rfsf', count(*)::int from jclq_matches group by handicap, h_sp_home, h_sp_away having count(*) > 1
      union all select 'bjdc', count(*)::int from bjdc_matches group by handicap, sp_home, sp_draw, sp_away having count(*) > 1`);
    expect(clashes).toEqual([]);
    const [payout] = await rows<{ lo: number; hi: number }>(sql`
      select min(r)::float as lo, max(r)::float as hi
      from (select 1 / (1 / sp_home + 1 / sp_draw + 1 / sp_away) as r from jczq_matches) q`);
    // 竞彩 returns 89-91 % on 胜平负 (two-decimal rounding moves it a little).
    expect(payout.lo).toBeGreaterThan(0.88);
    expect(payout.hi).toBeLessThan(0.92);
  });

  it("sets totals near the leagues' averages: 2.5-3 goals in the big leagues, NBA ~228, CBA ~200", async () => {
    const medians = await rows<{ league_id: number; total: number }>(sql`
      select m.league_id, percentile_cont(0.5) within group (order by o.init_line)::float as total
      from odds o join matches m on m.id = o.match_id
      where o.market = ${OddsMarket.OverUnder} and o.company_id = ${LIST_COMPANY_ID}
      group by m.league_id`);
    const median = new Map(medians.map((r) => [r.league_id, r.total]));
    for (const id of [36, 31, 8, 34, 11, 60]) {
      expect(median.get(id)).toBeGreaterThanOrEqual(2.5);
      expect(median.get(id)).toBeLessThanOrEqual(3);
    }
    expect(median.get(1)).toBeGreaterThan(220);
    expect(median.get(1)).toBeLessThan(236);
    expect(median.get(5)).toBeGreaterThan(192);
    expect(median.get(5)).toBeLessThan(208);
  });
});

describe("finished matches", () => {
  it("show their closing pre-match quote as every company's current one, never an in-play quote", async () => {
    const wrong = await rows(sql`
      select o.match_id, o.company_id, o.market from odds o join matches m on m.id = o.match_id
      left join lateral (
        select c.home, c.draw, c.away, c.line from odds_changes c
        where c.match_id = o.match_id and c.company_id = o.company_id and c.market = o.market and c.changed_at < m.kickoff
        order by c.changed_at desc, c.id desc limit 1) pre on true
      where ((m.sport_id = 1 and m.state = 8) or (m.sport_id = 2 and m.state = 10))
        and (o.home, coalesce(o.draw, 0), o.away, coalesce(o.line, 0)) is distinct from
            (coalesce(pre.home, o.init_home), coalesce(pre.draw, o.init_draw, 0), coalesce(pre.away, o.init_away),
             coalesce(pre.line, o.init_line, 0))`);
    expect(wrong).toEqual([]);
    const [played] = await rows<{ n: number }>(sql`
      select count(*)::int as n from odds_changes c join matches m on m.id = c.match_id where c.changed_at >= m.kickoff`);
    expect(played.n).toBeGreaterThan(10_000);
  });

  it("list yesterday's results with lines that differ match to match", async () => {
    const end = footballListData.parse((await api.get("/live/football/match", { type: "end" })).body.data);
    const quoted = end.rows.filter((r) => r.odds?.handicap !== null && r.odds);
    expect(quoted.length).toBeGreaterThan(10);
    const ids = quoted.map((r) => r.id);
    const byService = new Map((await listOdds(api.db, ids)).map((r) => [r.matchId, r.odds]));
    for (const r of quoted) expect(byService.get(r.id)).toEqual(r.odds);
    const keys = quoted.map((r) => JSON.stringify(r.odds));
    expect(new Set(keys).size).toBe(keys.length);
    // Each row carries its opening line (初盘) too; the market moved on most of them by kick-off.
    const moved = quoted.filter(({ odds }) => {
      const { opening, ...closing } = odds!;
      return opening && JSON.stringify(opening) !== JSON.stringify(closing);
    });
    expect(moved.length / quoted.length).toBeGreaterThan(0.5);
    // Pre-match lines, not the dying minutes' 0.5 / 5.5 totals: most between 2 and 3.5 goals.
    const totals = quoted.map((r) => r.odds!.total!);
    expect(totals.filter((t) => t >= 2 && t <= 3.5).length / totals.length).toBeGreaterThan(0.8);
  });
});

describe("box scores", () => {
  it("have no line for a player who did not play, and every line some minutes", async () => {
    const [box] = await rows<{ lines: number; idle: number }>(sql`
      select count(*)::int as lines, count(*) filter (where minutes_played = 0)::int as idle from player_box_scores`);
    expect(box.lines).toBeGreaterThan(1000);
    expect(box.idle).toBe(0);
    const [dnp] = await rows<{ n: number }>(sql`
      select count(*)::int as n from lineups l join matches m on m.id = l.match_id
      where m.sport_id = ${Sport.Basketball} and m.state = 10
        and not exists (select 1 from player_box_scores b where b.match_id = l.match_id and b.player_id = l.player_id)`);
    expect(dnp.n).toBeGreaterThan(0);
  });
});
