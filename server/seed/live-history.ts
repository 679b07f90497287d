import { and, asc, gte, lt } from "drizzle-orm";
import { Sport } from "@/lib/codes/sports";
import { LiveStatus } from "@/lib/codes/rooms";
import type { Db } from "../db/client";
import { matches } from "../db/schema/matches";
import { liveSessions } from "../db/schema/room-activity";
import { rooms } from "../db/schema/rooms";
import type { Random } from "../feed/engine/random";
import { matchLabel, namedMatches, type NamedMatch } from "./room-matches";
import { beijingMidnight, DAY, MINUTE } from "@/lib/beijing-time";

const HISTORY_DAYS = 14;
// How long a broadcast of a whole match lasts from kick-off, before the anchor's wrap-up.
const MATCH_SPAN: Record<number, number> = {
  [Sport.Football]: 112 * MINUTE,
  [Sport.Basketball]: 145 * MINUTE,
};
const SESSION_TAILS = ["直播解说", "全场解说", "陪你看球", "赛后复盘"];
// 综合 rooms talk shows start in the evening, China time.
const TALK_SHOW_HOURS = [12, 19, 20, 21];

type Room = typeof rooms.$inferSelect;
type Session = typeof liveSessions.$inferInsert;

const chinaMidnight = (now: number, daysAgo: number) => beijingMidnight(now - daysAgo * DAY);

function matchSession(room: Room, m: NamedMatch, rnd: Random, heatShare: number): Session {
  const start = m.kickoff.getTime() - rnd.int(10, 30) * MINUTE;
  const end =
    m.kickoff.getTime() + (MATCH_SPAN[m.sportId] ?? MATCH_SPAN[Sport.Football]) + rnd.int(5, 25) * MINUTE;
  return {
    roomId: room.id,
    title: `${matchLabel(m)} ${rnd.pick(SESSION_TAILS)}`,
    matchId: m.id,
    startedAt: new Date(start),
    endedAt: new Date(end),
    peakHeat: Math.round(room.heat * heatShare),
  };
}

function talkShow(room: Room, dayStart: number, rnd: Random, heatShare: number): Session {
  const start = dayStart + rnd.pick(TALK_SHOW_HOURS) * 60 * MINUTE + rnd.int(0, 5) * 5 * MINUTE;
  return {
    roomId: room.id,
    title: room.title,
    matchId: null,
    startedAt: new Date(start),
    endedAt: new Date(start + rnd.int(60, 150) * MINUTE),
    peakHeat: Math.round(room.heat * heatShare),
  };
}

/** One or two broadcasts a day, one after the other, each a match of the room's sport when it has one. */
function daySessions(room: Room, dayMatches: NamedMatch[], dayStart: number, rnd: Random, growth: number) {
  const share = () => growth * (0.5 + rnd.next() * 0.5);
  const count = rnd.int(1, 2);
  const sport = room.navId === Sport.Football || room.navId === Sport.Basketball ? room.navId : null;
  const pool = dayMatches.filter((m) => sport === null || m.sportId === sport);
  const picked = new Set<NamedMatch>();
  while (pool.length && picked.size < Math.min(count, pool.length)) picked.add(rnd.pick(pool.slice(0, 8)));
  const sessions = [...picked]
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime())
    .map((m) => matchSession(room, m, rnd, share()));
  if (!sessions.length || (sport === null && rnd.chance(0.5)))
    sessions.push(talkShow(room, dayStart, rnd, share()));
  return sessions;
}

/** An anchor is in one broadcast at a time: a record that would start before the last one ends is dropped. */
function oneAtATime(sessions: Session[], cutoff: number): Session[] {
  const kept: Session[] = [];
  for (const s of [...sessions].sort((a, b) => a.startedAt!.getTime() - b.startedAt!.getTime())) {
    const last = kept.at(-1);
    if (s.endedAt!.getTime() <= cutoff && (!last || s.startedAt! >= last.endedAt!)) kept.push(s);
  }
  return kept;
}

/**
 * 开播记录 for every room over the past two weeks, on the seeded matches of those days, and the
 * open record of each live room (started a little before now, on its bound match).
 */
export async function seedLiveHistory(db: Db, rnd: Random, now: number) {
  const all = await db.select().from(rooms).orderBy(asc(rooms.id));
  const from = chinaMidnight(now, HISTORY_DAYS - 1);
  const played = await namedMatches(
    db,
    and(gte(matches.kickoff, new Date(from)), lt(matches.kickoff, new Date(now))),
  );
  const rows: Session[] = [];
  for (const room of all) {
    const live = room.liveStatus === LiveStatus.Live;
    const openStart = now - rnd.int(15, 75) * MINUTE;
    const cutoff = live ? openStart : now;
    const past: Session[] = [];
    for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
      const dayStart = chinaMidnight(now, daysAgo);
      const dayMatches = played.filter(
        (m) => m.kickoff.getTime() >= dayStart && m.kickoff.getTime() < dayStart + DAY,
      );
      const growth = 0.3 + 0.6 * (1 - daysAgo / HISTORY_DAYS);
      past.push(...daySessions(room, dayMatches, dayStart, rnd, growth));
    }
    rows.push(...oneAtATime(past, cutoff));
    if (live)
      rows.push({
        roomId: room.id,
        title: room.title,
        matchId: room.matchId,
        startedAt: new Date(openStart),
        endedAt: null,
        peakHeat: room.heat,
      });
  }
  if (rows.length) await db.insert(liveSessions).values(rows);
  return rows.length;
}
