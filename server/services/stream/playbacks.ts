import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type PlaybackDetail, type PlaybackItem } from "@/lib/contracts/playback";
import { PlaybackKind, type PlaybackKindCode } from "@/lib/codes/playback-kinds";
import type { Page } from "@/lib/contracts/fields";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { leagues } from "../../db/schema/sports";
import { playbackPurchases, playbacks } from "../../db/schema/streams";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";
import { notFoundError } from "../../errors/biz-error";
import { issuePlaybackLink } from "./playback-link";
import { scopeOf } from "./signed-link";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");

const columns = {
  recordId: playbacks.id,
  kind: playbacks.kind,
  roomId: playbacks.roomId,
  title: playbacks.title,
  cover: playbacks.cover,
  duration: playbacks.durationSec,
  playCount: playbacks.playCount,
  price: playbacks.price,
  createdAt: playbacks.createdAt,
  file: playbacks.file,
  matchId: matches.id,
  sportId: matches.sportId,
  leagueName: leagues.name,
  homeTeamId: matches.homeTeamId,
  homeName: home.name,
  awayTeamId: matches.awayTeamId,
  awayName: away.name,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  kickoff: matches.kickoff,
};

const base = (db: Db) =>
  db
    .select(columns)
    .from(playbacks)
    .leftJoin(matches, eq(matches.id, playbacks.matchId))
    .leftJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(home, eq(home.id, matches.homeTeamId))
    .leftJoin(away, eq(away.id, matches.awayTeamId));

type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

/** A playback's card picture: a frame of its file, taken once by the media process. */
export const playbackThumbUrl = (mediaUrl: string, p: { file: string; price: number }) =>
  `${mediaUrl.replace(/\/$/, "")}/thumbs/${scopeOf(p.price)}/${p.file}.jpg`;

function toItem(r: Row, mediaUrl: string): PlaybackItem {
  const match =
    r.matchId === null
      ? null
      : {
          matchId: r.matchId,
          sportId: r.sportId!,
          leagueName: r.leagueName ?? "",
          homeTeamId: r.homeTeamId!,
          homeName: r.homeName ?? "",
          awayTeamId: r.awayTeamId!,
          awayName: r.awayName ?? "",
          homeScore: r.homeScore!,
          awayScore: r.awayScore!,
          kickoff: r.kickoff!.toISOString(),
        };
  return {
    recordId: r.recordId,
    kind: r.kind,
    roomId: r.roomId,
    title: r.title,
    cover: r.cover,
    thumb: mediaUrl ? playbackThumbUrl(mediaUrl, r) : "",
    duration: r.duration,
    playCount: r.playCount,
    price: r.price,
    createdAt: r.createdAt.toISOString(),
    match,
  };
}

async function pageOf(db: Db, where: SQL | undefined, page: number, pageSize: number, mediaUrl: string) {
  const rows = await base(db)
    .where(where)
    .orderBy(desc(playbacks.createdAt), desc(playbacks.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ n }] = await db
    .select({ n: count() })
    .from(playbacks)
    .leftJoin(matches, eq(matches.id, playbacks.matchId))
    .where(where);
  return {
    list: rows.map((r) => toItem(r, mediaUrl)),
    total: n,
    page,
    pageSize,
  } satisfies Page<PlaybackItem>;
}

/** A room's replays, newest first; 404 for an unknown room. */
export async function replaysOfRoom(
  db: Db,
  q: { roomId: number; page: number; pageSize: number },
  mediaUrl = "",
) {
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, q.roomId));
  if (!room) throw notFoundError("直播间不存在");
  const where = and(eq(playbacks.kind, PlaybackKind.Replay), eq(playbacks.roomId, q.roomId));
  return pageOf(db, where, q.page, q.pageSize, mediaUrl);
}

export async function highlights(
  db: Db,
  q: { sportId: number; page: number; pageSize: number },
  mediaUrl = "",
) {
  const where = and(
    eq(playbacks.kind, PlaybackKind.Highlight),
    q.sportId ? eq(matches.sportId, q.sportId as 1 | 2) : undefined,
  );
  return pageOf(db, where, q.page, q.pageSize, mediaUrl);
}

/**
 * One playback. Its link goes to signed-in callers only (playbacks are for members); a priced one's
 * only to a buyer or the room's anchor. Each link is the caller's own (signed-link.ts).
 */
export async function playbackDetail(
  deps: AppDeps,
  id: number,
  viewerId: number | null,
  kind?: PlaybackKindCode,
): Promise<PlaybackDetail> {
  const { db } = deps;
  const [row] = await base(db).where(and(eq(playbacks.id, id), kind ? eq(playbacks.kind, kind) : undefined));
  if (!row) throw notFoundError(kind === PlaybackKind.Highlight ? "集锦不存在" : "回放不存在");
  const [anchor] = row.roomId
    ? await db
        .select({ id: users.id, nickName: users.nickName, portrait: users.portrait })
        .from(rooms)
        .innerJoin(users, eq(users.id, rooms.anchorId))
        .where(eq(rooms.id, row.roomId))
    : [];
  const paid =
    row.price === 0 || (viewerId !== null && (anchor?.id === viewerId || (await bought(db, viewerId, id))));
  const link =
    paid && viewerId !== null
      ? await issuePlaybackLink(
          deps,
          { id, file: row.file, price: row.price, durationSec: row.duration },
          viewerId,
        )
      : null;
  if (link?.counted) row.playCount += 1;
  return {
    ...toItem(row, deps.env.MEDIA_PUBLIC_URL),
    anchor: anchor ?? null,
    videoUrl: link?.url ?? null,
    paid,
  };
}

async function bought(db: Db, userId: number, playbackId: number): Promise<boolean> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(playbackPurchases)
    .where(and(eq(playbackPurchases.userId, userId), eq(playbackPurchases.playbackId, playbackId)));
  return n > 0;
}
