import type { AppDeps } from "../../context";
import type { LeaderJob } from "../../leader/leadership";
import { createRandom } from "../../feed/engine/random";
import { roomScope } from "../chat/chat-scope";
import { loadSender } from "../chat/chat-sender";
import { storeAndPublish } from "../chat/send-message";
import { chooseLine, LINE_POOLS } from "./audience-lines";
import { CROWD_GIFTS, giveCrowdGift } from "./crowd-gift";
import { nextGapMs, ratePerMinute } from "./audience-pace";
import { heatOf } from "./audience-size";
import {
  crowdIds,
  liveRooms,
  offlineRoomsWithAudience,
  recentGiftDiamonds,
  setHeat,
  trimCrowdChat,
  type LiveRoom,
} from "./live-rooms";
import { excitement, topicsFor, type MatchMoment } from "./match-moment";
import { loadMoment } from "./load-moment";
import { roomOnline } from "./room-online";

const TICK_MS = 1_000;
const ROOMS_EVERY_MS = 15_000;
const HEAT_EVERY_MS = 30_000;
/** The crowd's stored lines per room, newest kept (older ones are deleted as new ones come). */
export const CROWD_HISTORY_PER_ROOM = 300;
const TRIM_EVERY_LINES = 50;

type Deps = Pick<AppDeps, "db" | "bus" | "now" | "log" | "presence" | "env">;

/** A room without a match on (none bound, or it was called off) chats; it never calls a game. */
const poolOf = (moment: MatchMoment | null) => LINE_POOLS[moment?.sport ?? "talk"];

/**
 * The simulated audience (leader only): every live room's crowd speaks at its own Poisson pace,
 * in real time, with lines chosen from what its bound match shows now, through the chat's store
 * and publish step; 热度 is kept to the one rule in audience-size.ts.
 */
export function audienceJob(deps: Deps): LeaderJob {
  const audience = createAudience(deps, createRandom(deps.now() & 0x7fffffff).next);
  let timer: ReturnType<typeof setInterval> | null = null;
  let busy = false;
  return {
    start() {
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        audience
          .tick()
          .catch((error) => deps.log.error("audience: tick failed", { error: String(error) }))
          .finally(() => (busy = false));
      }, TICK_MS);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** The crowd's state; `tick` runs one step at `deps.now()` (the job calls it every second). */
export function createAudience(deps: Deps, random: () => number) {
  const nextAt = new Map<number, number>();
  const spoken = new Map<number, number>();
  let roomList: LiveRoom[] = [];
  let crowd: number[] = [];
  let roomsAt = 0;
  let heatAt = 0;

  async function speak(room: LiveRoom, moments: Map<number, MatchMoment | null>, now: number) {
    if (room.matchId !== null && !moments.has(room.matchId))
      moments.set(room.matchId, await loadMoment(deps.db, room.matchId));
    const moment = room.matchId === null ? null : moments.get(room.matchId)!;
    const others = roomList.filter((r) => r.label && r.matchId !== room.matchId).map((r) => r.label!);
    const other = others.length ? [others[Math.floor(random() * others.length)]] : [];
    const topics = topicsFor(moment, other);
    nextAt.set(room.roomId, now + nextGapMs(ratePerMinute(room.hot, excitement(topics)), random));
    const line = chooseLine(poolOf(moment), topics, random);
    if (!line || !crowd.length) return;
    const userId = crowd[Math.floor(random() * crowd.length)];
    const scope = await roomScope(deps.db, room.roomId);
    await storeAndPublish(deps, scope, await loadSender(deps.db, userId, "viewer"), line.text);
    if (room.demoAnchor && random() < CROWD_GIFTS.chancePerLine)
      await giveCrowdGift(deps, crowd[Math.floor(random() * crowd.length)], room.roomId, random);
    const count = (spoken.get(room.roomId) ?? 0) + 1;
    spoken.set(room.roomId, count);
    if (count % TRIM_EVERY_LINES === 0)
      await trimCrowdChat(deps.db, room.roomId, crowd, CROWD_HISTORY_PER_ROOM);
  }

  /** Live rooms follow their audience; a room that went off air drops to 在线 0 and its gifts' 热度. */
  async function keepHeat(now: number) {
    const offline = await offlineRoomsWithAudience(deps.db);
    const roomIds = [...new Set([...roomList.map((r) => r.roomId), ...offline])];
    const gifts = await recentGiftDiamonds(deps.db, roomIds, now);
    for (const roomId of roomIds) {
      const online = await roomOnline(deps, roomId);
      await setHeat(deps.db, roomId, online, heatOf(online, gifts.get(roomId) ?? 0));
    }
  }

  async function tick() {
    const now = deps.now();
    if (now - roomsAt >= ROOMS_EVERY_MS) {
      [roomList, crowd] = await Promise.all([liveRooms(deps.db), crowd.length ? crowd : crowdIds(deps.db)]);
      roomsAt = now;
    }
    const moments = new Map<number, MatchMoment | null>();
    for (const room of roomList) {
      // A room just found starts within its first gap, not all at once.
      if (!nextAt.has(room.roomId))
        nextAt.set(room.roomId, now + nextGapMs(ratePerMinute(room.hot, 1), random));
      if (nextAt.get(room.roomId)! <= now) await speak(room, moments, now);
    }
    if (now - heatAt >= HEAT_EVERY_MS) {
      await keepHeat(now);
      heatAt = now;
    }
  }

  return { tick };
}
