import { describe, expect, it } from "vitest";
import { isScoringEvent, MatchEventType } from "@/lib/codes/match-events";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { createRandom } from "../../feed/engine/random";
import { catalogueTeams } from "./catalogue";
import { BASKETBALL_COMPANIES, FOOTBALL_COMPANIES } from "../../feed/companies";
import { leagueProfile } from "../../feed/league-profiles";
import type { MatchToPlay } from "../../feed/played-match";
import { leagueById } from "./leagues";
import { generatePlayers } from "./players";
import { playPastMatch } from "./play-with-engine";

const epl = catalogueTeams.filter((t) => t.squadLeagueId === 36).slice(0, 2);
const nba = catalogueTeams.filter((t) => t.squadLeagueId === 1).slice(0, 2);
const squads = generatePlayers(createRandom(3), [...epl, ...nba]);
const quote = { home: 2.1, draw: 3.3, away: 3.4, line: null };
const asian = { home: 0.92, draw: null, away: 0.94, line: 0.25 };

function toPlay(sportId: 1 | 2, engineSeed: number, knockout = false): MatchToPlay {
  const [home, away] = sportId === Sport.Football ? epl : nba;
  const side = (t: (typeof epl)[number]) => ({
    teamId: t.id,
    name: t.name,
    strength: t.strength,
    players: squads.filter((p) => p.teamId === t.id),
  });
  const companies = sportId === Sport.Football ? FOOTBALL_COMPANIES : BASKETBALL_COMPANIES;
  return {
    id: 1,
    sportId,
    leagueId: sportId === Sport.Football ? 36 : 1,
    leagueName: sportId === Sport.Football ? "英超" : "NBA",
    profile: leagueProfile(leagueById.get(sportId === Sport.Football ? 36 : 1)!),
    kickoff: new Date(Date.UTC(2026, 10, 20, 12)),
    engineSeed,
    quarterMinutes: sportId === Sport.Football ? 0 : 12,
    knockout,
    neutral: false,
    home: side(home),
    away: side(away),
    odds: companies.flatMap((c) => [
      { companyId: c.id, market: OddsMarket.European, ...quote },
      { companyId: c.id, market: OddsMarket.Handicap, ...asian },
      { companyId: c.id, market: OddsMarket.OverUnder, ...asian, line: 2.5 },
    ]),
  };
}

describe("the seed's playPastMatch", () => {
  it.each([11, 12, 13, 14, 15])("plays a football match in full (seed %i)", async (seed) => {
    const m = await playPastMatch(toPlay(Sport.Football, seed));
    expect(m.state).toBe(8);
    const goals = m.events.filter((e) => isScoringEvent(e.type));
    expect([
      goals.filter((g) => g.side === "home").length,
      goals.filter((g) => g.side === "away").length,
    ]).toEqual([m.homeScore, m.awayScore]);
    expect(m.homeHalfScore! + m.awayHalfScore!).toBeLessThanOrEqual(m.homeScore + m.awayScore);
    for (const side of ["home", "away"] as const) {
      const squad = m.lineups.filter((l) => l.side === side);
      expect(squad.filter((l) => l.starter)).toHaveLength(11);
      expect(squad.filter((l) => !l.starter)).toHaveLength(9);
      expect(squad.filter((l) => l.captain)).toHaveLength(1);
      expect(squad[0].position).toBe("GK");
      const outfield = m.formations![side].split("-").map(Number);
      expect(outfield.reduce((a, b) => a + b, 0)).toBe(10);
    }
    expect(m.stats!.home.possession! + m.stats!.away.possession!).toBe(100);
    expect(m.commentary[0].text).toMatch(/^比赛开始/);
    expect(m.commentary.filter((c) => /破门|点球命中|乌龙/.test(c.text))).toHaveLength(goals.length);
    const quoted = new Set(m.oddsChanges.map((o) => `${o.companyId}:${o.market}`));
    expect(quoted.size).toBe(FOOTBALL_COMPANIES.length * 3);
    for (const o of m.oddsChanges) expect(o.atMs).toBeGreaterThan(0);
  });

  it("plays a basketball game with quarters, box scores and commentary that agree", async () => {
    const m = await playPastMatch(toPlay(Sport.Basketball, 21));
    expect(m.state).toBe(10);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect([sum(m.quarters!.home), sum(m.quarters!.away)]).toEqual([m.homeScore, m.awayScore]);
    const points = (side: string) =>
      sum(m.boxScores.filter((b) => b.side === side).map((b) => b.points ?? 0));
    expect([points("home"), points("away")]).toEqual([m.homeScore, m.awayScore]);
    expect(sum(m.boxScores.map((b) => b.plusMinus ?? 0))).toBe(0);
    const ends = m.events.filter((e) => e.type === MatchEventType.PeriodEnd);
    expect(ends.at(-1)).toMatchObject({ homeScore: m.homeScore, awayScore: m.awayScore });
    expect(m.commentary.map((c) => c.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^第一节结束，/),
        expect.stringMatching(/^全场比赛结束！/),
      ]),
    );
    expect(new Set(m.oddsChanges.map((o) => o.market))).toEqual(
      new Set([OddsMarket.Handicap, OddsMarket.OverUnder]),
    );
  });

  it("goes to extra time and penalties in a knockout tie that stays level", async () => {
    const played = await Promise.all(
      Array.from({ length: 40 }, (_, i) => playPastMatch(toPlay(Sport.Football, 100 + i, true))),
    );
    const shootout = played.find((m) => m.homePenScore !== null)!;
    expect(shootout.homeScore).toBe(shootout.awayScore);
    expect(shootout.homePenScore).not.toBe(shootout.awayPenScore);
    expect(shootout.events.some((e) => e.period === 5 && e.type === MatchEventType.ShootoutScored)).toBe(
      true,
    );
    for (const m of played) expect(m.homeScore !== m.awayScore || m.homePenScore !== null).toBe(true);
  });

  it("is deterministic for an engine seed", async () => {
    expect(await playPastMatch(toPlay(Sport.Football, 7))).toEqual(
      await playPastMatch(toPlay(Sport.Football, 7)),
    );
  });
});
