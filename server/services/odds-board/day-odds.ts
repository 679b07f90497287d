import { and, asc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { OddsMarketCode } from "@/lib/codes/odds-markets";
import type { SportId } from "@/lib/codes/sports";
import type { LeagueCount, OddsMatch } from "@/lib/contracts/odds-board";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { odds } from "../../db/schema/odds";
import { leagues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";
import { businessDayRange } from "@/lib/beijing-time";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");

export type StoredQuote = typeof odds.$inferSelect;
export type DayMatch = OddsMatch & { quotes: StoredQuote[] };
export type DayOdds = { leagues: LeagueCount[]; matches: DayMatch[] };

type DayFilter = {
  sportId: SportId;
  date: string;
  markets: readonly OddsMarketCode[];
  /** Only these companies' quotes; null for every company. */
  companyIds: readonly number[] | null;
  leagueIds?: readonly number[];
};

/**
 * The business day's matches with the chosen quotes: one joined query (a match repeats once per
 * quote). Every league of the day is counted for the filter before `leagueIds` narrows the list.
 */
export async function loadDayOdds(db: Db, filter: DayFilter): Promise<DayOdds> {
  const { from, to } = businessDayRange(filter.date);
  const quoteOn: SQL[] = [eq(odds.matchId, matches.id), inArray(odds.market, [...filter.markets])];
  if (filter.companyIds) quoteOn.push(inArray(odds.companyId, [...filter.companyIds]));
  const rows = await db
    .select({
      m: {
        id: matches.id,
        sportId: matches.sportId,
        kickoff: matches.kickoff,
        state: matches.state,
        clock: matches.clock,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
        homeHalfScore: matches.homeHalfScore,
        awayHalfScore: matches.awayHalfScore,
        jcNo: matches.jcNo,
      },
      league: { id: leagues.id, name: leagues.name, colour: leagues.colour, sort: leagues.sort },
      home: { id: home.id, name: home.shortName },
      away: { id: away.id, name: away.shortName },
      quote: odds,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(odds, and(...quoteOn))
    .where(and(eq(matches.sportId, filter.sportId), gte(matches.kickoff, from), lt(matches.kickoff, to)))
    .orderBy(asc(matches.kickoff), asc(matches.id));

  const byId = new Map<number, DayMatch>();
  const leagueCounts = new Map<number, LeagueCount & { sort: number }>();
  for (const r of rows) {
    let match = byId.get(r.m.id);
    if (!match) {
      const { sort, ...league } = r.league;
      match = {
        ...r.m,
        kickoff: r.m.kickoff.toISOString(),
        league,
        home: r.home,
        away: r.away,
        quotes: [],
      };
      byId.set(r.m.id, match);
      const counted = leagueCounts.get(league.id);
      if (counted) counted.count += 1;
      else leagueCounts.set(league.id, { ...league, sort, count: 1 });
    }
    if (r.quote) match.quotes.push(r.quote);
  }

  const wanted = filter.leagueIds?.length ? new Set(filter.leagueIds) : null;
  return {
    leagues: [...leagueCounts.values()]
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map(({ sort: _sort, ...league }) => league),
    matches: [...byId.values()].filter((m) => !wanted || wanted.has(m.league.id)),
  };
}
