import { and, asc, eq, sql } from "drizzle-orm";
import { CommunitySection } from "@/lib/codes/community";
import { Sport } from "@/lib/codes/sports";
import type { CircleItem } from "@/lib/contracts/community";
import type { Db } from "../../db/client";
import { circleMembers, circles } from "../../db/schema/community";
import { communityErrors } from "./community-errors";

/** Circles shown in a section: 全部, or the football / basketball ones. */
export const sectionSport = (section: number | undefined) =>
  section === CommunitySection.Football
    ? Sport.Football
    : section === CommunitySection.Basketball
      ? Sport.Basketball
      : undefined;

const columns = (viewerId: number | null) => ({
  id: circles.id,
  name: circles.name,
  intro: circles.intro,
  sportId: circles.sportId,
  colour: circles.colour,
  memberCount: circles.memberCount,
  postCount: circles.postCount,
  joined: viewerId
    ? sql<boolean>`exists (select 1 from ${circleMembers} m where m.circle_id = ${circles.id} and m.user_id = ${viewerId})`
    : sql<boolean>`false`,
});

export async function listCircles(db: Db, viewerId: number | null, section?: number): Promise<CircleItem[]> {
  const sport = sectionSport(section);
  return db
    .select(columns(viewerId))
    .from(circles)
    .where(sport ? eq(circles.sportId, sport) : undefined)
    .orderBy(asc(circles.sortOrder), asc(circles.id));
}

export async function circleDetail(db: Db, viewerId: number | null, id: number): Promise<CircleItem> {
  const [row] = await db.select(columns(viewerId)).from(circles).where(eq(circles.id, id));
  if (!row) throw communityErrors.circleNotFound();
  return row;
}

/** Joins or leaves; the member count moves in the same transaction as the membership row. */
export async function setMembership(db: Db, userId: number, circleId: number, join: boolean) {
  return db.transaction(async (tx) => {
    const [circle] = await tx.select({ id: circles.id }).from(circles).where(eq(circles.id, circleId));
    if (!circle) throw communityErrors.circleNotFound();
    const changed = join
      ? await tx.insert(circleMembers).values({ circleId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(circleMembers)
          .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
          .returning();
    if (!changed.length) throw join ? communityErrors.alreadyJoined() : communityErrors.notJoined();
    const [after] = await tx
      .update(circles)
      .set({ memberCount: sql`${circles.memberCount} + ${join ? 1 : -1}` })
      .where(eq(circles.id, circleId))
      .returning({ memberCount: circles.memberCount });
    return { circleId, joined: join, memberCount: after.memberCount };
  });
}
