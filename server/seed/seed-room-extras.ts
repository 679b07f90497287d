import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { ReportStatus } from "@/lib/codes/reports";
import { LiveStatus } from "@/lib/codes/rooms";
import type { Db } from "../db/client";
import { roomReports } from "../db/schema/room-activity";
import { rooms } from "../db/schema/rooms";
import { follows, users } from "../db/schema/users";
import { seedBanners } from "./banners";
import { seedLiveHistory } from "./live-history";
import { demoAccounts } from "./people";
import { createRandom, type Random } from "../feed/engine/random";
import { assignMatches, callableMatches, matchLabel, type NamedMatch } from "./room-matches";

const DAY_MS = 86_400_000;
// REPORT_REASONS: 5 盗播侵权.
const PIRACY_REASON = 5;
const TITLE_TAILS = ["高清解说", "实时解说", "陪你看球", "一起看球", "激情解说"];

export type BoundRoom = { roomId: number; match: NamedMatch };

/**
 * The live demo rooms commentate matches in play (or about to kick off) at seed time: each gets
 * its own match of its category's sport (of the anchor's leagues, when they have some) and a title
 * naming it, like a real anchor's room.
 */
async function bindLiveRooms(db: Db, rnd: Random, now: number): Promise<BoundRoom[]> {
  const live = await db
    .select({ id: rooms.id, navId: rooms.navId, nickName: users.nickName })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(eq(rooms.liveStatus, LiveStatus.Live))
    .orderBy(desc(rooms.heat), asc(rooms.id));
  const pool = await callableMatches(db, now);
  const bound: BoundRoom[] = [];
  for (const { room, match } of assignMatches(live, pool)) {
    // 意甲老炮 calls 意甲 only: an anchor with leagues of their own and none on stays unbound.
    if (!match) continue;
    const title = `${matchLabel(match)} ${rnd.pick(TITLE_TAILS)}`;
    await db.update(rooms).set({ matchId: match.id, title }).where(eq(rooms.id, room.id));
    bound.push({ roomId: room.id, match });
  }
  return bound;
}

/** The demo fan follows the live demo anchors and the demo anchor, and once reported a room. */
async function seedFanActivity(db: Db, bound: BoundRoom[], now: number) {
  const [fan] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, demoAccounts[0].mobile));
  if (!fan) return { follows: 0, reports: 0 };
  const anchors = await db
    .select({ id: rooms.anchorId })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(
      bound.length
        ? inArray(
            rooms.id,
            bound.map((b) => b.roomId),
          )
        : eq(users.mobile, demoAccounts[1].mobile),
    );
  const [demoAnchor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, demoAccounts[1].mobile));
  const targets = [...anchors.map((a) => a.id), ...(demoAnchor ? [demoAnchor.id] : [])];
  if (targets.length)
    await db
      .insert(follows)
      .values(targets.map((targetId) => ({ userId: fan.id, targetId })))
      .onConflictDoNothing();

  const [quiet] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(ne(rooms.liveStatus, LiveStatus.Live), ne(rooms.anchorId, demoAnchor?.id ?? 0)))
    .orderBy(asc(rooms.heat), asc(rooms.id))
    .limit(1);
  if (quiet)
    await db.insert(roomReports).values({
      roomId: quiet.id,
      reporterId: fan.id,
      reason: PIRACY_REASON,
      content: "直播画面与标题不符，疑似转播其他平台的赛事画面。",
      status: ReportStatus.Handled,
      createdAt: new Date(now - 2 * DAY_MS),
    });
  return { follows: targets.length, reports: quiet ? 1 : 0 };
}

/** Issue 4's room extras: bound matches, banners, 开播记录 and the demo fan's follows and report. */
export async function seedRoomExtras(db: Db, { seed, now }: { seed: number; now: number }) {
  const rnd = createRandom(seed * 53 + 11);
  const bound = await bindLiveRooms(db, rnd, now);
  const banners = await seedBanners(db, bound);
  const sessions = await seedLiveHistory(db, rnd, now);
  const fan = await seedFanActivity(db, bound, now);
  return { boundRooms: bound.length, banners, sessions, ...fan };
}
