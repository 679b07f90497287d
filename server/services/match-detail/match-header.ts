import type { MatchDetail } from "../../../lib/contracts/match-detail";
import type { Db } from "../../db/client";
import { seasonStandings } from "../sports/standings";
import { toMatchLive } from "../schedule/match-rows";
import { watchRoomsOf } from "../schedule/watch-rooms";
import { footballMatchRow } from "./match-row";
import { tvListings } from "./tv-listings";

/** League positions of the given teams in the season's table (their group's, for cups). */
export async function seasonRanks(db: Db, seasonId: number): Promise<Map<number, number>> {
  const table = await seasonStandings(db, seasonId);
  const ranks = new Map<number, number>();
  for (const group of table?.groups ?? []) for (const row of group.rows) ranks.set(row.teamId, row.rank);
  return ranks;
}

/** `/live/football/match/detail`: the header every match tab shows. */
export async function footballMatchDetail(db: Db, matchId: number): Promise<MatchDetail> {
  const row = await footballMatchRow(db, matchId);
  const m = row.match;
  const [tv, ranks, watch] = await Promise.all([
    tvListings(db, matchId),
    seasonRanks(db, m.seasonId),
    watchRoomsOf(db, [matchId]),
  ]);
  return {
    ...toMatchLive(m),
    sportId: m.sportId,
    kickoff: m.kickoff.toISOString(),
    league: row.league,
    season: row.season,
    round: row.round ?? "",
    home: { ...row.home, rank: ranks.get(row.home.id) ?? null },
    away: { ...row.away, rank: ranks.get(row.away.id) ?? null },
    homePenScore: m.homePenScore,
    awayPenScore: m.awayPenScore,
    homeFormation: m.homeFormation,
    awayFormation: m.awayFormation,
    venue: row.venue?.name ? row.venue : null,
    neutral: m.neutral,
    jcNo: m.jcNo,
    tv,
    hasLive: tv.length > 0,
    watch: watch.get(matchId) ?? [],
  };
}
