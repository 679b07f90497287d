import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { createRandom } from "@/server/feed/engine/random";
import { catalogueTeams } from "@/server/seed/sports/catalogue";
import { generateFixtures } from "@/server/seed/sports/fixtures";
import { generateHistory } from "@/server/seed/sports/history";
import { leagueById, type LeagueDef } from "@/server/seed/sports/leagues";
import { regionOf, withinOneZone } from "@/server/seed/sports/schedule-daily";
import { expandSlots, localSlot } from "@/server/seed/sports/weekly-slots";
import { meetings } from "@/server/services/basketball/past-matches";
import { headToHead } from "@/server/services/match-detail/analysis-queries";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

// The whole sports seed (score-only results, earlier seasons included), checked against the
// calendar a fan knows: kick-offs on each league's real slots, rest between matches, home and away
// in turn, full Saturdays and years of meetings between rivals.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const beijing = (iso: string) => Date.parse(`${iso}+08:00`);

let api: TestApi;
let all: Match[];
beforeAll(async () => {
  ({ api } = await createSeededTestApi(sportsSeeding));
  all = (
    await rows<Match>(sql`
    select m.id, m.sport_id, m.league_id, m.season_id, m.home_team_id, m.away_team_id,
      extract(epoch from m.kickoff) * 1000 as kickoff, s.is_current
    from matches m join seasons s on s.id = m.season_id
    order by m.kickoff, m.id`)
  ).map((m) => ({ ...m, kickoff: Number(m.kickoff) }));
}, 180_000);
afterAll(() => api.close());

type Match = {
  id: number;
  sport_id: number;
  league_id: number;
  season_id: number;
  home_team_id: number;
  away_team_id: number;
  kickoff: number;
  is_current: boolean;
};
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;

const teamId = (name: string) => catalogueTeams.find((t) => t.name === name && !t.isNational)!.id;

/** Every slot of the league's table, as "weekday HH:mm" on its own clock. */
function tableSlots(league: LeagueDef): Set<string> {
  const f = league.format;
  const lists =
    f.kind === "round-robin"
      ? [...f.week.flat(), ...(f.extra?.slots ?? [])]
      : f.kind === "league-phase"
        ? f.groups.flatMap((g) => g.slots)
        : f.kind === "daily"
          ? [0, 1, 2, 3, 4, 5, 6].flatMap((d) =>
              Object.values(f.times)
                .flat()
                .map((t) => `${d} ${t}`),
            )
          : [];
  // Day 7 is the next Monday.
  return new Set(expandSlots(lists).map((s) => s.replace(/^7 /, "0 ")));
}

describe("kick-off slots", () => {
  it("puts every league match, this season and earlier ones, on its league's table in local time", () => {
    const off = all.filter((m) => {
      const league = leagueById.get(m.league_id)!;
      if (league.format.kind === "world-cup") return false;
      return !tableSlots(league).has(localSlot(m.kickoff, league.zone));
    });
    expect(off.map((m) => [leagueById.get(m.league_id)!.name, m.kickoff])).toEqual([]);
    expect(all.length).toBeGreaterThan(30_000);
  });

  it("shows the real Beijing times: Premier League 15:00 at 23:00, 22:00 in British summer; NBA mornings; CBA evenings", () => {
    const clock = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(11, 16);
    const epl = all.filter((m) => m.league_id === 36);
    const winterSaturday = epl.filter((m) => localSlot(m.kickoff, "Europe/London") === "5 15:00");
    expect(new Set(winterSaturday.map((m) => clock(m.kickoff)))).toEqual(new Set(["23:00", "22:00"]));
    // British summer time runs from 01:00 UTC on the last Sunday of March to that of October.
    const lastSunday = (year: number, month: number) => {
      const end = new Date(Date.UTC(year, month, 0, 1));
      return end.getTime() - end.getUTCDay() * DAY;
    };
    for (const m of winterSaturday) {
      const year = new Date(m.kickoff).getUTCFullYear();
      const summer = m.kickoff >= lastSunday(year, 3) && m.kickoff < lastSunday(year, 10);
      expect(clock(m.kickoff)).toBe(summer ? "22:00" : "23:00");
    }
    const nba = all.filter((m) => m.league_id === 1);
    expect(nba.every((m) => clock(m.kickoff) >= "07:00" && clock(m.kickoff) <= "11:30")).toBe(true);
    // On the home city's clock: a Lakers home game at 22:00 or 22:30 Eastern, a Knicks one at 19:00 or 19:30.
    const format = leagueById.get(1)!.format;
    if (format.kind !== "daily") throw new Error("NBA plays daily");
    for (const m of nba)
      expect(format.times[regionOf(m.home_team_id)]).toContain(
        localSlot(m.kickoff, "America/New_York").slice(2),
      );
    const cba = new Set(all.filter((m) => m.league_id === 5).map((m) => clock(m.kickoff)));
    expect([...cba].sort()).toEqual(["15:00", "17:35", "19:35", "20:00"]);
  });
});

describe("rest and travel", () => {
  it("never has a team play twice within its rest: two days in football, a night in basketball", () => {
    const byTeam = new Map<number, Match[]>();
    for (const m of all)
      for (const t of [m.home_team_id, m.away_team_id]) byTeam.set(t, [...(byTeam.get(t) ?? []), m]);
    const tired: string[] = [];
    for (const [team, list] of byTeam) {
      for (let i = 1; i < list.length; i++) {
        const hours = (list[i].kickoff - list[i - 1].kickoff) / HOUR;
        if (hours < (list[i].sport_id === Sport.Football ? 48 : 20)) tired.push(`${team}@${list[i].id}`);
      }
    }
    expect(tired).toEqual([]);
  });

  it("plays an NBA back-to-back only in cities at most one time zone apart", () => {
    const nba = all.filter((m) => m.league_id === 1);
    const last = new Map<number, Match>();
    let backToBacks = 0;
    for (const m of nba) {
      for (const t of [m.home_team_id, m.away_team_id]) {
        const prev = last.get(t);
        if (prev && m.kickoff - prev.kickoff < 36 * HOUR) {
          backToBacks++;
          expect(withinOneZone(regionOf(prev.home_team_id), regionOf(m.home_team_id))).toBe(true);
        }
        last.set(t, m);
      }
    }
    expect(backToBacks).toBeGreaterThan(100);
  });
});

describe("home and away", () => {
  const balance = (ms: Match[]) => {
    const bySeasonTeam = new Map<string, number>();
    for (const m of ms) {
      const home = `${m.season_id}:${m.home_team_id}`;
      const away = `${m.season_id}:${m.away_team_id}`;
      bySeasonTeam.set(home, (bySeasonTeam.get(home) ?? 0) + 1);
      bySeasonTeam.set(away, (bySeasonTeam.get(away) ?? 0) - 1);
    }
    return [...bySeasonTeam.values()].map(Math.abs);
  };
  const league = (m: Match) => leagueById.get(m.league_id)!;

  it("balances home and away within one over every complete season", () => {
    const earlier = all.filter((m) => !m.is_current);
    expect(new Set(earlier.map((m) => m.season_id)).size).toBeGreaterThan(60);
    expect(Math.max(...balance(earlier))).toBeLessThanOrEqual(1);
  });

  it("alternates during the season: within one in the first half, two at most later, NBA within one", () => {
    const current = all.filter((m) => m.is_current && league(m).format.kind !== "world-cup");
    expect(Math.max(...balance(current))).toBeLessThanOrEqual(2);
    expect(Math.max(...balance(current.filter((m) => m.league_id === 1)))).toBeLessThanOrEqual(1);
  });
});

describe("match days", () => {
  it.each(["2026-11-21", "2026-11-28"])(
    "fills the Saturday %s (noon to noon Beijing) with 100+ football matches",
    (date) => {
      const from = beijing(`${date}T12:00:00`);
      const n = all.filter(
        (m) => m.sport_id === Sport.Football && m.kickoff >= from && m.kickoff < from + DAY,
      );
      expect(n.length).toBeGreaterThanOrEqual(100);
    },
  );
});

describe("history", () => {
  it.each([
    ["利物浦", "埃弗顿"],
    ["皇家马德里", "巴塞罗那"],
    ["国际米兰", "AC米兰"],
    ["拜仁慕尼黑", "多特蒙德"],
    ["巴黎圣日耳曼", "马赛"],
    ["上海海港", "上海申花"],
    ["鹿岛鹿角", "浦和红钻"],
  ])("shows ten meetings of %s and %s in head-to-head", async (a, b) => {
    const met = await headToHead(
      api.db,
      teamId(a),
      teamId(b),
      new Date(api.clock.now),
      FootballState.Finished,
    );
    expect(met).toHaveLength(10);
    expect(new Set(met.map((m) => m.home.id)).size).toBe(2);
  });

  it.each([
    ["纽约尼克斯", "亚特兰大老鹰"],
    ["洛杉矶湖人", "金州勇士"],
  ])("shows ten NBA meetings of %s and %s", async (a, b) => {
    const met = await meetings(api.db, teamId(a), teamId(b), new Date(api.clock.now));
    expect(met).toHaveLength(10);
    expect(met.every((m) => m.state === BasketballState.Finished)).toBe(true);
  });

  it("keeps earlier seasons compact: results, no odds", async () => {
    const [row] = await rows<{ n: number }>(sql`
      select count(*)::int as n from odds o join matches m on m.id = o.match_id
      join seasons s on s.id = m.season_id where not s.is_current`);
    expect(row.n).toBe(0);
  });
});

describe("determinism", () => {
  it("builds the same calendar and history for the same seed and day", () => {
    const now = beijing("2026-11-22T12:00:00");
    const strip = (ms: { id: number; homeTeamId: number; awayTeamId: number; kickoff: number }[]) =>
      ms.map((m) => [m.id, m.homeTeamId, m.awayTeamId, m.kickoff]);
    const a = generateFixtures(createRandom(7), now);
    const b = generateFixtures(createRandom(7), now);
    expect(strip(b.matches)).toEqual(strip(a.matches));
    // Earlier seasons depend on the seed and the current seasons only, not on the hour.
    const morning = generateFixtures(createRandom(7), beijing("2026-11-22T09:00:00"));
    const history = (seasons: typeof a.seasons) => generateHistory(createRandom(5), seasons);
    const h1 = history(a.seasons);
    const h2 = history(morning.seasons);
    expect(strip(h2.matches)).toEqual(strip(h1.matches));
    expect([...h2.results.values()]).toEqual([...h1.results.values()]);
  });
});
