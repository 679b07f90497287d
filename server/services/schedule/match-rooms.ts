import { and, desc, eq, or, sql } from "drizzle-orm";
import type { SportId } from "@/lib/codes/sports";
import type { MatchRoom } from "@/lib/contracts/schedule";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";
import { notFoundError } from "../../http/biz-error";

/**
 * Rooms covering a match: for now those whose title names one of the teams (short or full name),
 * live first, then the busiest. Rooms bind a match in a later issue; this then becomes that binding.
 */
export async function roomsForMatch(db: Db, matchId: number, sportId: number): Promise<MatchRoom[]> {
  const [match] = await db
    .select({ home: matches.homeTeamId, away: matches.awayTeamId })
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.sportId, sportId as SportId)));
  if (!match) throw notFoundError("比赛不存在");
  const names = await db
    .select({ name: teams.name, shortName: teams.shortName })
    .from(teams)
    .where(or(eq(teams.id, match.home), eq(teams.id, match.away)));
  const mentions = names.flatMap((t) => [t.name, t.shortName]).filter(Boolean);
  if (!mentions.length) return [];
  return db
    .select({
      roomId: rooms.id,
      anchorId: rooms.anchorId,
      nickName: users.nickName,
      portrait: users.portrait,
      title: rooms.title,
      cover: rooms.cover,
      liveStatus: rooms.liveStatus,
      heat: rooms.heat,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(or(...mentions.map((name) => sql`position(${name} in ${rooms.title}) > 0`)))
    .orderBy(desc(rooms.liveStatus), desc(rooms.heat), rooms.id);
}

/** The anchor of `anchorId`, or the 404 envelope. */
export async function requireAnchor(db: Db, anchorId: number) {
  const [anchor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, anchorId), eq(users.isAnchor, 1)));
  if (!anchor) throw notFoundError("主播不存在");
}
