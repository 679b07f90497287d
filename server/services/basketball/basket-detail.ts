import { and, asc, eq } from "drizzle-orm";
import { Sport } from "@/lib/codes/sports";
import type { BasketDetail } from "@/lib/contracts/basketball";
import type { Db } from "../../db/client";
import { matchTv } from "../../db/schema/match-details";
import { matches } from "../../db/schema/matches";
import { leagues, seasons, venues } from "../../db/schema/sports";
import { matchRowQuery, toMatchRows } from "../schedule/match-rows";
import { basketErrors } from "./basket-errors";
import { salesOf } from "./basket-list";

/** A basketball match's row, or the 404 envelope. */
export async function findBasketMatch(db: Db, matchId: number) {
  const [record] = await matchRowQuery(db)
    .where(and(eq(matches.id, matchId), eq(matches.sportId, Sport.Basketball)))
    .limit(1);
  if (!record) throw basketErrors.matchNotFound();
  return record;
}

/** The match page header: the row with quarter scores, plus league, season, venue and where to watch. */
export async function basketDetail(db: Db, matchId: number): Promise<BasketDetail> {
  const record = await findBasketMatch(db, matchId);
  const [[row], [meta], tv, sales] = await Promise.all([
    toMatchRows(db, [record]),
    db
      .select({
        fullName: leagues.fullName,
        season: seasons.name,
        venue: { name: venues.name, city: venues.city, capacity: venues.capacity },
      })
      .from(matches)
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .innerJoin(seasons, eq(seasons.id, matches.seasonId))
      .leftJoin(venues, eq(venues.id, matches.venueId))
      .where(eq(matches.id, matchId)),
    db
      .select({ channel: matchTv.channel, kind: matchTv.kind })
      .from(matchTv)
      .where(eq(matchTv.matchId, matchId))
      .orderBy(asc(matchTv.sort)),
    salesOf(db, [matchId]),
  ]);
  return {
    match: { ...row, jclq: sales.get(matchId) ?? null },
    league: { ...row.league, fullName: meta.fullName },
    season: meta.season,
    venue: meta.venue?.name ? meta.venue : null,
    tv,
  };
}
