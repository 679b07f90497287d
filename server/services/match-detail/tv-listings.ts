import { asc, eq } from "drizzle-orm";
import type { TvListing } from "../../../lib/contracts/match-detail";
import type { Db } from "../../db/client";
import { matchTv } from "../../db/schema/match-details";
import { matches } from "../../db/schema/matches";
import { matchErrors } from "./match-errors";

/** Where a match can be watched, TV first as listed. */
export async function tvListings(db: Db, matchId: number): Promise<TvListing[]> {
  return db
    .select({ channel: matchTv.channel, kind: matchTv.kind })
    .from(matchTv)
    .where(eq(matchTv.matchId, matchId))
    .orderBy(asc(matchTv.sort), asc(matchTv.channel));
}

/** `/live/tv/match-list`: the listings of any sport's match; 404 for an unknown match. */
export async function matchTvList(db: Db, matchId: number): Promise<TvListing[]> {
  const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  if (!match) throw matchErrors.matchNotFound();
  return tvListings(db, matchId);
}
