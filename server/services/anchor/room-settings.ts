import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { RoomSettings, roomSettingsBody } from "@/lib/contracts/anchor";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { liveNavs, rooms } from "../../db/schema/rooms";
import { maskSensitive } from "../chat/sensitive-words";
import { selectMatchRows } from "../schedule/match-rows";
import { anchorErrors } from "./anchor-errors";
import { requireBindable } from "./match-window";
import { requireOwnImages } from "./own-images";
import { anchorRoom, type Caller, type OwnRoom } from "./own-room";

export type SettingsInput = z.infer<typeof roomSettingsBody>;

// rooms.notice is varchar(200), the longest notice the form takes.
const NOTICE_MAX = 200;
const masked = (text: string | undefined, max?: number) =>
  text === undefined ? undefined : maskSensitive(text, max);

export async function boundMatchRow(db: Db, matchId: number | null) {
  if (!matchId) return null;
  const [row] = await selectMatchRows(db, eq(matches.id, matchId), [asc(matches.id)]);
  return row ?? null;
}

export async function settingsOf(db: Db, room: OwnRoom): Promise<RoomSettings> {
  return {
    roomId: room.id,
    title: room.title,
    navId: room.navId,
    cover: room.cover,
    notice: room.notice,
    matchId: room.matchId ?? 0,
    onAir: room.onAir,
    liveStatus: room.liveStatus,
    match: await boundMatchRow(db, room.matchId),
  };
}

export async function roomSettingsFor(db: Db, user: Caller) {
  return settingsOf(db, await anchorRoom(db, user));
}

/**
 * Checks and stores the given fields; absent ones stay. Only a changed category, cover or match
 * is checked again, so an old bound match does not block saving the title. Title and notice are
 * masked like chat, since every viewer reads them.
 */
export async function applySettings(
  deps: Pick<AppDeps, "db" | "feedClock">,
  room: OwnRoom,
  input: Partial<SettingsInput>,
  extra: Partial<Pick<OwnRoom, "onAir" | "liveStatus">> = {},
): Promise<OwnRoom> {
  const { db } = deps;
  if (input.navId !== undefined && input.navId !== room.navId) {
    const [nav] = await db.select({ id: liveNavs.id }).from(liveNavs).where(eq(liveNavs.id, input.navId));
    if (!nav) throw anchorErrors.navNotFound();
  }
  if (input.cover !== undefined) await requireOwnImages(db, room.anchorId, [input.cover], [room.cover]);
  if (input.matchId && input.matchId !== room.matchId) {
    await requireBindable(db, input.matchId, deps.feedClock.now());
  }
  const set = {
    title: masked(input.title),
    navId: input.navId,
    cover: input.cover,
    notice: masked(input.notice, NOTICE_MAX),
    matchId: input.matchId === undefined ? undefined : input.matchId || null,
    ...extra,
  };
  const [saved] = await db.update(rooms).set(set).where(eq(rooms.id, room.id)).returning();
  return saved;
}

export async function saveRoomSettings(deps: AppDeps, user: Caller, input: SettingsInput) {
  const room = await anchorRoom(deps.db, user);
  return settingsOf(deps.db, await applySettings(deps, room, input));
}
