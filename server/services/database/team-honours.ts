import { and, eq, inArray, lt, or } from "drizzle-orm";
import { BasketballState } from "../../../lib/codes/basketball-states";
import { FootballState } from "../../../lib/codes/football-states";
import { Sport, type SportId } from "../../../lib/codes/sports";
import type { HonourEntry, TeamHonours } from "../../../lib/contracts/database-transfers";
import { beijingDate, DAY } from "../../../lib/beijing-time";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { leagues, rounds, seasons } from "../../db/schema/sports";
import { seasonTeams, teams } from "../../db/schema/teams";
import { basketballTable, footballTable } from "../sports/standings";
import { databaseErrors } from "./database-errors";
import { REAL_TITLES, type RealTitle } from "./real-honours";

type Played = typeof matches.$inferSelect & {
  knockout: boolean | null;
  round: string | null;
  roundNo: number | null;
};

const FINISHED: Record<SportId, number> = {
  [Sport.Football]: FootballState.Finished,
  [Sport.Basketball]: BasketballState.Finished,
};

const endYear = (seasonName: string) => Number(seasonName.slice(-4));

/** Seasons whose champion is known: every earlier stored season, and a current one that has ended. */
function decidedSeasons(db: Db, leagueIds: number[], now: number) {
  return db
    .select({ id: seasons.id, leagueId: seasons.leagueId, name: seasons.name })
    .from(seasons)
    .where(
      and(
        inArray(seasons.leagueId, leagueIds.length ? leagueIds : [0]),
        or(eq(seasons.isCurrent, false), lt(seasons.endDate, beijingDate(now - 2 * DAY))),
      ),
    );
}

/** The champion of a finished season: the winner of its final, else the top of its table. */
function championOf(sportId: number, played: readonly Played[]): number | null {
  const knockout = played.filter((m) => m.knockout);
  if (knockout.length) {
    const final =
      knockout.filter((m) => m.round === "决赛")[0] ?? knockout.sort((a, b) => b.roundNo! - a.roundNo!)[0];
    const home =
      final.homeScore > final.awayScore ||
      (final.homeScore === final.awayScore && (final.homePenScore ?? 0) > (final.awayPenScore ?? 0));
    return home ? final.homeTeamId : final.awayTeamId;
  }
  const table = sportId === Sport.Basketball ? basketballTable(played) : footballTable(played);
  return table[0]?.teamId ?? null;
}

function realCount(def: RealTitle, nameEn: string, cutoff: number) {
  const recent = Object.entries(def.recent).filter(([y, w]) => w === nameEn && Number(y) < cutoff).length;
  return (def.base[nameEn] ?? 0) + recent;
}

/**
 * A team's honours: the real titles of the well-known teams up to the seasons the seed stores,
 * plus every stored season it won (league table top, final winner; a basketball league's stored
 * seasons have no play-offs, so they award 常规赛第一). Computed from the stored results.
 */
export async function teamHonours(db: Db, teamId: number, now: number): Promise<TeamHonours> {
  const [team] = await db
    .select({ id: teams.id, sportId: teams.sportId, nameEn: teams.nameEn })
    .from(teams)
    .where(eq(teams.id, teamId));
  if (!team) throw databaseErrors.teamNotFound();
  const mine = await db
    .selectDistinct({ id: leagues.id, name: leagues.name })
    .from(seasonTeams)
    .innerJoin(seasons, eq(seasons.id, seasonTeams.seasonId))
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(and(eq(seasonTeams.teamId, teamId), eq(seasons.isCurrent, true)));
  const titleLeagues = REAL_TITLES.flatMap((d) => (d.leagueId ? [d.leagueId] : []));
  const decided = await decidedSeasons(db, [...new Set([...mine.map((l) => l.id), ...titleLeagues])], now);
  const ownSeasons = decided.filter((s) => mine.some((l) => l.id === s.leagueId));
  const played: Played[] = ownSeasons.length
    ? await db
        .select({ m: matches, knockout: rounds.isKnockout, round: rounds.name, roundNo: rounds.number })
        .from(matches)
        .leftJoin(rounds, eq(rounds.id, matches.roundId))
        .where(
          and(
            inArray(
              matches.seasonId,
              ownSeasons.map((s) => s.id),
            ),
            eq(matches.state, FINISHED[team.sportId]),
          ),
        )
        .then((rows) =>
          rows.map((r) => ({ ...r.m, knockout: r.knockout, round: r.round, roundNo: r.roundNo })),
        )
    : [];
  const won = new Map<string, HonourEntry>();
  const entry = (title: string, leagueId: number | null) => {
    if (!won.has(title)) won.set(title, { title, leagueId, count: 0, seasons: [] });
    return won.get(title)!;
  };
  for (const def of REAL_TITLES) {
    if (def.sportId !== team.sportId) continue;
    const stored = decided.filter((s) => s.leagueId === def.leagueId).map((s) => endYear(s.name));
    const count = realCount(def, team.nameEn, stored.length ? Math.min(...stored) : Infinity);
    if (count) entry(def.title, def.leagueId).count += count;
  }
  for (const season of ownSeasons.sort((a, b) => b.name.localeCompare(a.name))) {
    const results = played.filter((m) => m.seasonId === season.id);
    if (championOf(team.sportId, results) !== teamId) continue;
    const league = mine.find((l) => l.id === season.leagueId)!;
    const title =
      team.sportId === Sport.Basketball
        ? `${league.name}常规赛第一`
        : (REAL_TITLES.find((d) => d.leagueId === league.id)?.title ?? `${league.name}冠军`);
    const e = entry(title, league.id);
    e.count++;
    e.seasons.push(season.name);
  }
  return {
    teamId,
    honours: [...won.values()].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title)),
  };
}
