import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { FootballState } from "@/lib/codes/football-states";
import type { ListFilter } from "@/lib/contracts/football-lists";
import { matches } from "../../db/schema/matches";
import { leagues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";
import { containsPattern } from "../search/like-pattern";

export const IN_PLAY_STATES = [
  FootballState.FirstHalf,
  FootballState.HalfTime,
  FootballState.SecondHalf,
  FootballState.ExtraTime,
  FootballState.Penalties,
];

/** Over for the day: finished, or never to be finished that day. */
export const OVER_STATES = [
  FootballState.Finished,
  FootballState.Postponed,
  FootballState.Abandoned,
  FootballState.Cancelled,
];

export const UPCOMING_STATES = [FootballState.NotStarted, FootballState.Undetermined];

/** The 即时 order: in play, then not started, then finished, then the rest; each by kick-off. */
export const sectionOrder: SQL[] = [
  sql`case when ${inArray(matches.state, IN_PLAY_STATES)} then 0
    when ${eq(matches.state, FootballState.NotStarted)} then 1
    when ${eq(matches.state, FootballState.Finished)} then 2 else 3 end`,
  asc(matches.kickoff),
  asc(matches.id),
];

export const kickoffOrder: SQL[] = [asc(matches.kickoff), asc(matches.id)];

/** The narrowing every list accepts; undefined when nothing narrows. */
export function listFilterWhere({ leagueIds, onlyHot, word }: ListFilter): SQL | undefined {
  const pattern = word ? containsPattern(word) : null;
  return and(
    leagueIds?.length ? inArray(matches.leagueId, leagueIds) : undefined,
    onlyHot ? eq(matches.isHot, true) : undefined,
    pattern
      ? or(
          ilike(leagues.name, pattern),
          ilike(leagues.fullName, pattern),
          sql`exists (select 1 from ${teams} where ${teams.id} in (${matches.homeTeamId}, ${matches.awayTeamId})
            and (${ilike(teams.shortName, pattern)} or ${ilike(teams.name, pattern)} or ${ilike(teams.nameEn, pattern)}))`,
        )
      : undefined,
  );
}
