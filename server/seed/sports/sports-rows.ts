import { SPORT_LABELS, Sport } from "../../../lib/codes/sports";
import type { matches } from "../../db/schema/matches";
import { catalogueTeams, participantsOf, teamById } from "./catalogue";
import { countryId } from "./countries";
import type { FixtureMatch, Fixtures, SeasonRow } from "./fixtures";
import { LEAGUES, leagueById } from "./leagues";
import { leagueProfile } from "../../feed/league-profiles";
import type { MatchToPlay, RosterPlayer } from "../../feed/played-match";
import type { ScoreLine } from "./simple-result";

/** Score columns plus what only the engine knows (final state, formations). */
export type MatchOutcome = ScoreLine & { state?: number; homeFormation?: string; awayFormation?: string };
export type LotteryNumbers = { jcNo?: string; bjdcIssue?: string; bjdcNo?: number; zcIssue?: string };

export const quarterMinutesOf = (m: Pick<FixtureMatch, "sportId" | "leagueId">) =>
  m.sportId === Sport.Basketball ? (LEAGUES.find((l) => l.id === m.leagueId)!.quarterMinutes ?? 10) : 0;

/**
 * Rows of the catalogue tables: sports, leagues (pointing at their current season), teams and
 * memberships. Earlier seasons were played by today's clubs (history.ts), so they list the same
 * teams and groups: their tables are computed from their stored results like the current one's.
 */
export function catalogueRows(fixtures: Fixtures, earlierSeasons: readonly SeasonRow[]) {
  return {
    sports: [Sport.Football, Sport.Basketball].map((id) => ({
      id,
      name: SPORT_LABELS[id],
      code: id === Sport.Football ? "football" : "basketball",
    })),
    leagues: LEAGUES.map((l, i) => ({
      id: l.id,
      sportId: l.sportId,
      countryId: countryId(l.country),
      name: l.name,
      fullName: l.fullName,
      nameEn: l.nameEn,
      type: l.type,
      level: l.level,
      colour: l.colour,
      isHot: l.hot,
      sort: i + 1,
      currentSeasonId: fixtures.seasons.find((s) => s.leagueId === l.id)!.id,
    })),
    teams: catalogueTeams.map(({ squadLeagueId: _league, country: _country, ...t }) => t),
    seasonTeams: [...fixtures.seasons, ...earlierSeasons].flatMap((s) =>
      participantsOf(s.leagueId).map((p) => ({ seasonId: s.id, teamId: p.teamId, groupName: p.groupName })),
    ),
  };
}

/** The engine's view of a match: both squads and the closing quotes. */
export function matchToPlay(
  m: FixtureMatch,
  rosters: Map<number, RosterPlayer[]>,
  odds: MatchToPlay["odds"],
): MatchToPlay {
  const side = (id: number) => {
    const team = teamById.get(id)!;
    return { teamId: id, name: team.name, strength: team.strength, players: rosters.get(id) ?? [] };
  };
  const league = leagueById.get(m.leagueId)!;
  return {
    id: m.id,
    sportId: m.sportId,
    leagueId: m.leagueId,
    leagueName: league.name,
    profile: leagueProfile(league),
    kickoff: new Date(m.kickoff),
    engineSeed: m.engineSeed,
    quarterMinutes: quarterMinutesOf(m),
    knockout: m.knockout,
    neutral: m.neutral,
    home: side(m.homeTeamId),
    away: side(m.awayTeamId),
    odds,
  };
}

/** A matches row from the fixture, its outcome so far (none before kick-off) and its lottery numbers. */
export function matchRow(
  m: FixtureMatch,
  now: number,
  s: MatchOutcome | undefined,
  lottery: LotteryNumbers,
): typeof matches.$inferInsert {
  const quarter = (side: "home" | "away", i: number) => s?.quarters?.[side][i] ?? null;
  const overtime = (side: "home" | "away") => {
    const extra = s?.quarters?.[side].slice(4) ?? [];
    return extra.length ? extra.reduce((a, b) => a + b, 0) : null;
  };
  return {
    id: m.id,
    sportId: m.sportId,
    leagueId: m.leagueId,
    seasonId: m.seasonId,
    roundId: m.roundId,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    kickoff: new Date(m.kickoff),
    state: s?.state ?? m.state,
    clock: m.clock,
    periodStartedAt: m.periodStartedAt === null ? null : new Date(m.periodStartedAt),
    homeScore: s?.homeScore ?? 0,
    awayScore: s?.awayScore ?? 0,
    homeHalfScore: s?.homeHalfScore ?? null,
    awayHalfScore: s?.awayHalfScore ?? null,
    homePenScore: s?.homePenScore ?? null,
    awayPenScore: s?.awayPenScore ?? null,
    homeCorners: s?.homeCorners ?? 0,
    awayCorners: s?.awayCorners ?? 0,
    homeYellow: s?.homeYellow ?? 0,
    awayYellow: s?.awayYellow ?? 0,
    homeRed: s?.homeRed ?? 0,
    awayRed: s?.awayRed ?? 0,
    homeQ1: quarter("home", 0),
    homeQ2: quarter("home", 1),
    homeQ3: quarter("home", 2),
    homeQ4: quarter("home", 3),
    homeOt: overtime("home"),
    awayQ1: quarter("away", 0),
    awayQ2: quarter("away", 1),
    awayQ3: quarter("away", 2),
    awayQ4: quarter("away", 3),
    awayOt: overtime("away"),
    homeFormation: s?.homeFormation ?? "",
    awayFormation: s?.awayFormation ?? "",
    neutral: m.neutral,
    venueId: m.venueId,
    jcNo: lottery.jcNo ?? null,
    bjdcIssue: lottery.bjdcIssue ?? null,
    bjdcNo: lottery.bjdcNo ?? null,
    zcIssue: lottery.zcIssue ?? null,
    isHot: m.isHot,
    engineSeed: m.engineSeed,
    updatedAt: new Date(Math.min(now, m.kickoff)),
  };
}
