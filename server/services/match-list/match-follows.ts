import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { SportId } from "@/lib/codes/sports";
import type { FollowedMatch } from "@/lib/contracts/match-attention";
import type { Page } from "@/lib/contracts/fields";
import type { Db } from "../../db/client";
import { matchFollows } from "../../db/schema/follows-matches";
import { matches } from "../../db/schema/matches";
import { selectMatchRows } from "../schedule/match-rows";
import { listErrors } from "./list-errors";
import { sectionOrder } from "./list-where";

// The collect page lists everything followed; a user following more than this sees the newest.
const FOLLOWED_MAX = 200;

/** Follow or unfollow a match; both are idempotent. 404 for an unknown match (or one of another sport). */
export async function setMatchFollow(
  db: Db,
  userId: number,
  matchId: number,
  follow: boolean,
  opts: { sportId?: SportId; now: number },
): Promise<{ matchId: number; followed: boolean }> {
  const { sportId, now } = opts;
  const [match] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.id, matchId), sportId ? eq(matches.sportId, sportId) : undefined));
  if (!match) throw listErrors.matchNotFound();
  if (follow)
    await db
      .insert(matchFollows)
      .values({ userId, matchId, createdAt: new Date(now) })
      .onConflictDoNothing();
  else
    await db
      .delete(matchFollows)
      .where(and(eq(matchFollows.userId, userId), eq(matchFollows.matchId, matchId)));
  return { matchId, followed: follow };
}

async function withFollowTimes(db: Db, follows: { matchId: number; createdAt: Date }[]) {
  if (!follows.length) return [];
  const at = new Map(follows.map((f) => [f.matchId, f.createdAt.toISOString()]));
  const rows = await selectMatchRows(
    db,
    inArray(
      matches.id,
      follows.map((f) => f.matchId),
    ),
    sectionOrder,
  );
  return rows.map((row): FollowedMatch => ({ ...row, followedAt: at.get(row.id)! }));
}

/** The user's followed matches as list rows: in play first, then upcoming, then finished. */
export async function followedMatches(db: Db, userId: number, sportId?: SportId): Promise<FollowedMatch[]> {
  const follows = await db
    .select({ matchId: matchFollows.matchId, createdAt: matchFollows.createdAt })
    .from(matchFollows)
    .innerJoin(matches, eq(matches.id, matchFollows.matchId))
    .where(and(eq(matchFollows.userId, userId), sportId ? eq(matches.sportId, sportId) : undefined))
    .orderBy(desc(matchFollows.createdAt))
    .limit(FOLLOWED_MAX);
  return withFollowTimes(db, follows);
}

/** A page of followed matches, most recently followed first. */
export async function pageFollowedMatches(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<FollowedMatch>> {
  const mine = eq(matchFollows.userId, userId);
  const [[{ total }], follows] = await Promise.all([
    db.select({ total: count() }).from(matchFollows).where(mine),
    db
      .select({ matchId: matchFollows.matchId, createdAt: matchFollows.createdAt })
      .from(matchFollows)
      .where(mine)
      .orderBy(desc(matchFollows.createdAt), desc(matchFollows.matchId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const rows = await withFollowTimes(db, follows);
  const position = new Map(follows.map((f, i) => [f.matchId, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { list: rows, total, page, pageSize };
}
