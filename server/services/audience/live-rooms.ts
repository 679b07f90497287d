import { and, asc, eq, gt, gte, inArray, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LiveStatus } from "@/lib/codes/rooms";
import type { Db } from "../../db/client";
import { chatMessages } from "../../db/schema/chat";
import { giftRecords } from "../../db/schema/gifts";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { leagues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";

/** The seeded demo fans (mobiles 1501000xxxx) speak for the simulated audience. */
export const CROWD_MOBILE_PREFIX = "1501000";
const GIFT_HEAT_WINDOW_MS = 24 * 60 * 60_000;

const home = alias(teams, "crowd_home");
const away = alias(teams, "crowd_away");

/** The seeded demo anchors (mobiles 1391000xxxx): only their rooms receive the crowd's gifts. */
export const DEMO_ANCHOR_MOBILE_PREFIX = "1391000";

export type LiveRoom = {
  roomId: number;
  navId: number;
  matchId: number | null;
  hot: boolean;
  label: string | null;
  /** A seeded anchor's room (the crowd's gifts never pay a real anchor). */
  demoAnchor: boolean;
};

/** Rooms on air now, with their bound match ("西甲 皇马vs巴萨") and whether it is a hot one. */
export async function liveRooms(db: Db): Promise<LiveRoom[]> {
  const rows = await db
    .select({
      roomId: rooms.id,
      navId: rooms.navId,
      matchId: rooms.matchId,
      hot: matches.isHot,
      league: leagues.name,
      home: home.shortName,
      away: away.shortName,
      anchorMobile: users.mobile,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .leftJoin(matches, eq(matches.id, rooms.matchId))
    .leftJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(home, eq(home.id, matches.homeTeamId))
    .leftJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(rooms.liveStatus, LiveStatus.Live))
    .orderBy(asc(rooms.id));
  return rows.map((r) => ({
    roomId: r.roomId,
    navId: r.navId,
    matchId: r.matchId,
    hot: r.hot ?? false,
    label: r.league && r.home && r.away ? `${r.league} ${r.home}vs${r.away}` : null,
    demoAnchor: r.anchorMobile.startsWith(DEMO_ANCHOR_MOBILE_PREFIX),
  }));
}

export async function crowdIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(like(users.mobile, `${CROWD_MOBILE_PREFIX}%`), eq(users.isAnchor, 0)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/** Diamonds given in each room over the last day: the gifts' share of 热度. */
export async function recentGiftDiamonds(
  db: Db,
  roomIds: number[],
  now: number,
): Promise<Map<number, number>> {
  if (!roomIds.length) return new Map();
  const rows = await db
    .select({ roomId: giftRecords.roomId, total: sql<number>`coalesce(sum(${giftRecords.total}), 0)::int` })
    .from(giftRecords)
    .where(
      and(
        inArray(giftRecords.roomId, roomIds),
        gte(giftRecords.createdAt, new Date(now - GIFT_HEAT_WINDOW_MS)),
      ),
    )
    .groupBy(giftRecords.roomId);
  return new Map(rows.map((r) => [r.roomId!, Number(r.total)]));
}

/** Stores a room's 在线 with the 热度 worked out from it (the cards show both). */
export async function setHeat(db: Db, roomId: number, online: number, heat: number) {
  await db.update(rooms).set({ online, heat }).where(eq(rooms.id, roomId));
}

/** Offline rooms still showing the 在线 they had on air (the heat pass settles them). */
export async function offlineRoomsWithAudience(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.liveStatus, LiveStatus.Offline), gt(rooms.online, 0)))
    .orderBy(asc(rooms.id));
  return rows.map((r) => r.id);
}

/** Keeps the crowd's stored lines of a room to the newest `keep` (a viewer's own lines are never cut). */
export async function trimCrowdChat(db: Db, roomId: number, crowd: number[], keep: number) {
  if (!crowd.length) return;
  await db.execute(sql`
    delete from ${chatMessages}
    where ${chatMessages.roomId} = ${roomId}
      and ${inArray(chatMessages.userId, crowd)}
      and ${chatMessages.id} < (
        select id from ${chatMessages} where ${chatMessages.roomId} = ${roomId}
        order by id desc offset ${keep} limit 1)`);
}
