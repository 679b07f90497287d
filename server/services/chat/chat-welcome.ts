import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ChatWelcome } from "@/lib/contracts/chat";
import { type SystemEvent } from "@/lib/contracts/room-stream";
import { RoomEventType } from "@/lib/codes/room-events";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { chatWelcomes } from "../../db/schema/chat";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";
import type { ChatScope } from "./chat-scope";

const RULES = "请遵守直播间规定，文明发言，理性观赛。";
const MATCH_NOTICE = "严禁发布广告、赌博等违规信息，违者将被禁言。";
const ENTER_NOTICE_EVERY_MS = 10 * 60_000;

async function defaults(db: Db, scope: ChatScope): Promise<ChatWelcome> {
  if (scope.kind === "room") {
    const [room] = await db
      .select({ anchor: users.nickName, notice: rooms.notice })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(eq(rooms.id, scope.roomId));
    return { welcome: `欢迎来到${room?.anchor ?? ""}的直播间，${RULES}`, notice: room?.notice ?? "" };
  }
  const home = alias(teams, "home");
  const away = alias(teams, "away");
  const [match] = await db
    .select({ home: home.shortName, away: away.shortName })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, scope.matchId));
  const title = match ? `${match.home} VS ${match.away} ` : "";
  return { welcome: `欢迎来到${title}聊天室，${RULES}`, notice: MATCH_NOTICE };
}

/** A stored welcome or notice wins; a room's own notice (set by its anchor) wins over both. */
export async function chatWelcome(db: Db, scope: ChatScope): Promise<ChatWelcome> {
  const [stored] = await db.select().from(chatWelcomes).where(eq(chatWelcomes.scope, scope.key));
  const base = await defaults(db, scope);
  return {
    welcome: stored?.welcome || base.welcome,
    notice: (scope.kind === "room" && base.notice) || stored?.notice || base.notice,
  };
}

export async function setChatWelcome(db: Db, scope: ChatScope, text: { welcome?: string; notice?: string }) {
  await db
    .insert(chatWelcomes)
    .values({ scope: scope.key, ...text })
    .onConflictDoUpdate({ target: chatWelcomes.scope, set: { ...text, updatedAt: new Date() } });
}

/** "欢迎 X 进入直播间" for the room, at most once per user and room every 10 minutes. */
export async function announceEntry(deps: AppDeps, scope: ChatScope, user: { id: number; nickName: string }) {
  const fresh = await deps.kv.setIfAbsent(`chat:enter:${scope.key}:${user.id}`, "1", ENTER_NOTICE_EVERY_MS);
  if (!fresh) return;
  const event: SystemEvent = {
    kind: "welcome",
    roomId: scope.roomId,
    matchId: scope.matchId,
    text: `欢迎 ${user.nickName} 进入${scope.kind === "room" ? "直播间" : "聊天室"}`,
    userId: user.id,
    nickName: user.nickName,
    at: new Date(deps.now()).toISOString(),
  };
  await deps.bus.publish(scope.channel, { type: RoomEventType.System, data: event });
}
