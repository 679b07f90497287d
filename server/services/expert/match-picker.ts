import { aliasedTable, and, asc, count, eq, exists, gt, lt, sql, type SQL } from "drizzle-orm";
import { DAY } from "@/lib/beijing-time";
import { LIST_COMPANY_ID, OddsMarket } from "@/lib/codes/odds-markets";
import { FootballState } from "@/lib/codes/football-states";
import { BasketballPlayType, FootballPlayType } from "@/lib/codes/play-types";
import { Sport } from "@/lib/codes/sports";
import type { Page } from "@/lib/contracts/fields";
import type { PickerRow } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { jczqMatches } from "../../db/schema/lottery";
import { matches } from "../../db/schema/matches";
import { odds } from "../../db/schema/odds";
import { leagues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";
import { loadQuotes } from "./match-quotes";

/** How far ahead an expert may publish. */
const PUBLISH_AHEAD = 7 * DAY;

export type PickerQuery = {
  sportId: number;
  playType?: number;
  leagueId?: number;
  page: number;
  pageSize: number;
};

const hasOdds = (market: number) =>
  exists(
    sql`(select 1 from ${odds} where ${odds.matchId} = ${matches.id} and ${odds.market} = ${market} and ${odds.companyId} = ${LIST_COMPANY_ID} and ${odds.closed} = false)`,
  );
const inLottery = (singleOnly: boolean) =>
  exists(
    sql`(select 1 from ${jczqMatches} where ${jczqMatches.matchId} = ${matches.id}${singleOnly ? sql` and ${jczqMatches.single} = true` : sql``})`,
  );

/** The market a play type needs quoted; undefined when none is asked for. */
function quotedFor(sportId: number, playType: number | undefined): SQL | undefined {
  if (playType === undefined) return undefined;
  if (sportId === Sport.Basketball) {
    return hasOdds(playType === BasketballPlayType.Handicap ? OddsMarket.Handicap : OddsMarket.OverUnder);
  }
  if (playType === FootballPlayType.LotterySingle) return inLottery(true);
  if (playType === FootballPlayType.LotteryTwoLegParlay) return inLottery(false);
  return hasOdds(playType);
}

function upcoming(q: { sportId: number; playType?: number; leagueId?: number }, now: number) {
  return and(
    eq(matches.sportId, q.sportId as 1 | 2),
    eq(matches.state, FootballState.NotStarted),
    gt(matches.kickoff, new Date(now)),
    lt(matches.kickoff, new Date(now + PUBLISH_AHEAD)),
    q.leagueId !== undefined ? eq(matches.leagueId, q.leagueId) : undefined,
    quotedFor(q.sportId, q.playType),
  );
}

const homeTeam = aliasedTable(teams, "home_team");
const awayTeam = aliasedTable(teams, "away_team");

/** `/tj/match`: upcoming matches of the next week with the quotes the play type needs, soonest first. */
export async function pickerMatches(db: Db, q: PickerQuery, now: number): Promise<Page<PickerRow>> {
  const where = upcoming(q, now);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(matches).where(where),
    db
      .select({
        matchId: matches.id,
        sportId: matches.sportId,
        kickoff: matches.kickoff,
        jcNo: matches.jcNo,
        league: { id: leagues.id, name: leagues.name, colour: leagues.colour },
        home: { id: homeTeam.id, name: homeTeam.name },
        away: { id: awayTeam.id, name: awayTeam.name },
      })
      .from(matches)
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
      .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
      .where(where)
      .orderBy(asc(matches.kickoff), asc(matches.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const quotes = await loadQuotes(
    db,
    rows.map((r) => r.matchId),
  );
  const list = rows.map((r) => ({ ...r, kickoff: r.kickoff.toISOString(), ...quotes.get(r.matchId)! }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/** `/tj/match/filter`: the leagues of the picker with how many matches each has. */
export async function pickerLeagues(db: Db, q: { sportId: number; playType?: number }, now: number) {
  return db
    .select({ id: leagues.id, name: leagues.name, colour: leagues.colour, count: count() })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(upcoming(q, now))
    .groupBy(leagues.id, leagues.name, leagues.colour)
    .orderBy(sql`count(*) desc`, asc(leagues.id));
}
