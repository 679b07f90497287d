import { and, count, eq, inArray } from "drizzle-orm";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import { Sport } from "@/lib/codes/sports";
import type { BasketText } from "@/lib/contracts/basketball";
import type { Db } from "../../db/client";
import { matchCommentary } from "../../db/schema/match-details";
import { matches } from "../../db/schema/matches";
import { businessDate } from "@/lib/beijing-time";
import { selectMatchRows, toMatchRows } from "../schedule/match-rows";
import { findBasketMatch } from "./basket-detail";
import { commentaryQuery } from "./basket-live";
import { dayOrLive, liveFirst } from "./list-order";

/** 文字直播: today's games (in play first) with how much commentary each has, and one game's commentary. */
export async function basketText(db: Db, now: number, matchId?: number): Promise<BasketText> {
  const date = businessDate(now);
  if (matchId) await findBasketMatch(db, matchId);
  const rows = await selectMatchRows(
    db,
    and(eq(matches.sportId, Sport.Basketball), dayOrLive(date, date)),
    liveFirst,
  );
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ matchId: matchCommentary.matchId, n: count() })
        .from(matchCommentary)
        .where(inArray(matchCommentary.matchId, ids))
        .groupBy(matchCommentary.matchId)
    : [];
  const countOf = new Map(counts.map((c) => [c.matchId, c.n]));
  const list = rows.map((r) => ({ ...r, commentaryCount: countOf.get(r.id) ?? 0 }));
  const selected =
    matchId ??
    list.find((r) => isBasketballLive(r.state))?.id ??
    list.find((r) => r.commentaryCount > 0)?.id ??
    null;
  const commentary = selected ? await commentaryQuery(db, selected) : [];
  const match =
    list.find((r) => r.id === selected) ??
    (selected ? (await toMatchRows(db, [await findBasketMatch(db, selected)]))[0] : null);
  return { date, matches: list, matchId: selected, match, commentary };
}
