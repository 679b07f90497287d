import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LIST_COMPANY_ID, OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import type { MatchLive, MatchRow, WatchRoom } from "@/lib/contracts/match-list";
import type { Db } from "../../db/client";
import { matchTv } from "../../db/schema/match-details";
import { matches } from "../../db/schema/matches";
import { odds } from "../../db/schema/odds";
import { anchorSchedules } from "../../db/schema/room-activity";
import { rooms } from "../../db/schema/rooms";
import { leagues, rounds } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";
import { teamRanks } from "./team-ranks";
import { watchRoomsOf } from "./watch-rooms";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");
const handicap = alias(odds, "list_handicap");
const total = alias(odds, "list_total");

/** A TV or stream listing, a room bound to the match or an anchor who scheduled it. */
const covered = sql<boolean>`(exists (select 1 from ${matchTv} where ${matchTv.matchId} = ${matches.id})
  or exists (select 1 from ${rooms} where ${rooms.matchId} = ${matches.id})
  or exists (select 1 from ${anchorSchedules} where ${anchorSchedules.matchId} = ${matches.id}))`;

const columns = {
  m: matches,
  league: { id: leagues.id, name: leagues.name, colour: leagues.colour },
  round: rounds.name,
  home: {
    id: home.id,
    name: home.shortName,
    nameEn: home.nameEn,
    colour: home.colour,
    colour2: home.colour2,
    logo: home.logo,
  },
  away: {
    id: away.id,
    name: away.shortName,
    nameEn: away.nameEn,
    colour: away.colour,
    colour2: away.colour2,
    logo: away.logo,
  },
  handicap: {
    line: handicap.line,
    initLine: handicap.initLine,
    home: handicap.home,
    away: handicap.away,
    initHome: handicap.initHome,
    initAway: handicap.initAway,
  },
  total: {
    line: total.line,
    initLine: total.initLine,
    over: total.home,
    under: total.away,
    initOver: total.initHome,
    initUnder: total.initAway,
  },
  hasLive: covered,
};

/** Every score-list column of a match in one joined query; callers add the filter and the order. */
export function matchRowQuery(db: Db) {
  return db
    .select(columns)
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(
      handicap,
      and(
        eq(handicap.matchId, matches.id),
        eq(handicap.market, OddsMarket.Handicap),
        eq(handicap.companyId, LIST_COMPANY_ID),
      ),
    )
    .leftJoin(
      total,
      and(
        eq(total.matchId, matches.id),
        eq(total.market, OddsMarket.OverUnder),
        eq(total.companyId, LIST_COMPANY_ID),
      ),
    )
    .$dynamic();
}

export type MatchRowRecord = Awaited<ReturnType<ReturnType<typeof matchRowQuery>["execute"]>>[number];

/** Rows for `where`, in `order`, with league positions filled in. */
export async function selectMatchRows(db: Db, where: SQL | undefined, order: SQL[], limit?: number) {
  let query = matchRowQuery(db)
    .where(where)
    .orderBy(...order);
  if (limit) query = query.limit(limit);
  return toMatchRows(db, await query);
}

export async function toMatchRows(db: Db, records: MatchRowRecord[]): Promise<MatchRow[]> {
  const ranks = await teamRanks(db, [...new Set(records.map((r) => r.m.seasonId))]);
  const watch = await watchRoomsOf(
    db,
    records.map((r) => r.m.id),
  );
  return records.map((r) =>
    toMatchRow(r, (teamId) => ranks.get(`${r.m.seasonId}:${teamId}`) ?? null, watch.get(r.m.id) ?? []),
  );
}

/** The columns the live feed changes, from a matches row. */
export function toMatchLive(m: typeof matches.$inferSelect): MatchLive {
  const basketball = m.sportId === Sport.Basketball;
  return {
    id: m.id,
    state: m.state,
    clock: m.clock,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeHalfScore: m.homeHalfScore,
    awayHalfScore: m.awayHalfScore,
    homeCorners: m.homeCorners,
    awayCorners: m.awayCorners,
    homeYellow: m.homeYellow,
    awayYellow: m.awayYellow,
    homeRed: m.homeRed,
    awayRed: m.awayRed,
    homeQuarters: basketball ? [m.homeQ1, m.homeQ2, m.homeQ3, m.homeQ4, m.homeOt] : null,
    awayQuarters: basketball ? [m.awayQ1, m.awayQ2, m.awayQ3, m.awayQ4, m.awayOt] : null,
  };
}

export function toMatchRow(
  r: MatchRowRecord,
  rankOf: (teamId: number) => number | null,
  watch: WatchRoom[],
): MatchRow {
  const m = r.m;
  const h = r.handicap;
  const t = r.total;
  const hasOdds = Boolean(h?.home ?? t?.over);
  return {
    ...toMatchLive(m),
    sportId: m.sportId,
    kickoff: m.kickoff.toISOString(),
    league: r.league,
    round: r.round ?? "",
    home: { ...r.home, rank: rankOf(r.home.id) },
    away: { ...r.away, rank: rankOf(r.away.id) },
    jcNo: m.jcNo,
    bjdcNo: m.bjdcNo,
    isHot: m.isHot,
    odds: hasOdds
      ? {
          handicap: h?.line ?? h?.initLine ?? null,
          handicapHome: h?.home ?? null,
          handicapAway: h?.away ?? null,
          total: t?.line ?? t?.initLine ?? null,
          over: t?.over ?? null,
          under: t?.under ?? null,
          opening: {
            handicap: h?.initLine ?? null,
            handicapHome: h?.initHome ?? null,
            handicapAway: h?.initAway ?? null,
            total: t?.initLine ?? null,
            over: t?.initOver ?? null,
            under: t?.initUnder ?? null,
          },
        }
      : null,
    hasLive: Boolean(r.hasLive),
    watch,
  };
}
