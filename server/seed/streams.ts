import { and, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import type { Db } from "../db/client";
import { matchEvents, matches } from "../db/schema/matches";
import { replayLengthMs, replayPeriods } from "@/lib/match-animation/replay-timeline";
import { rooms } from "../db/schema/rooms";
import { leagues } from "../db/schema/sports";
import { playbacks, roomStreams } from "../db/schema/streams";
import { teams } from "../db/schema/teams";
import { users } from "../db/schema/users";
import { newStreamSecret, streamNameOf } from "../services/stream/stream-keys";
import { demoAccounts } from "./people";
import { assignMatches, callableMatches } from "./room-matches";
import { createRandom } from "../feed/engine/random";

/**
 * The committed 60 s clip (scripts/make-demo-clip.sh) behind the highlights, and behind the
 * replays when the media process cannot render them (no ffmpeg or canvas).
 */
export const PLAYBACK_FILE = { name: "playback", seconds: 60 };
/**
 * Every priced reel has its own file in the media's paid directory (assets/video/paid: in the
 * demo, links to the same clip), so buying one never opens another and no free link reaches it.
 */
export const PAID_REEL_FILES = ["reel-01", "reel-02", "reel-03", "reel-04", "reel-05", "reel-06"];
const PRICED_EVERY = 4;
const REEL_PRICE = 20;
// seed.ts numbers the 足球 and 篮球 navs like the sports (1, 2), so a room's navId is its sport.
const DEMO_ROOMS_PER_SPORT = 3;
const REPLAYS_PER_ROOM = 3;
const HIGHLIGHTS = PAID_REEL_FILES.length * PRICED_EVERY;
const HOUR = 3_600_000;

/**
 * Every room gets its stream (a fresh random key: keys never come from the public seed number).
 * The three busiest football and basketball rooms become demo rooms, live at any hour on the
 * looped clip; the demo anchor account is left out so that pushing from OBS shows the real flow.
 * Finished matches get replays in the rooms of their sport and highlight reels.
 */
export async function seedStreams(db: Db, { seed, now }: { seed: number; now: number }) {
  const rnd = createRandom(seed * 31 + 7);
  const all = await db
    .select({
      id: rooms.id,
      navId: rooms.navId,
      heat: rooms.heat,
      mobile: users.mobile,
      nickName: users.nickName,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .orderBy(desc(rooms.heat), rooms.id);
  const demoMobiles = new Set<string>(demoAccounts.map((a) => a.mobile));
  // The busiest rooms whose anchors have a match of their own to call (意甲老炮 an 意甲 match).
  const assigned = assignMatches(
    all.filter((r) => !demoMobiles.has(r.mobile)),
    await callableMatches(db, now),
  );
  // A demo room is on air only with a match of its anchor's to call; a sport short of them leaves
  // its places to the other sport's callers, so the quiet hours of one sport do not empty the list.
  const callers = assigned.filter((a) => a.match).map((a) => a.room);
  const perSport = [Sport.Football, Sport.Basketball].flatMap((nav) =>
    callers.filter((r) => r.navId === nav).slice(0, DEMO_ROOMS_PER_SPORT),
  );
  const topUp = callers.filter((r) => !perSport.includes(r));
  const demo = new Set([...perSport, ...topUp].slice(0, 2 * DEMO_ROOMS_PER_SPORT).map((r) => r.id));
  if (all.length) {
    await db.insert(roomStreams).values(
      all.map((r) => ({
        roomId: r.id,
        name: streamNameOf(r.id),
        secret: newStreamSecret(),
        demo: demo.has(r.id),
      })),
    );
  }
  if (demo.size)
    await db
      .update(rooms)
      .set({ liveStatus: 1 })
      .where(inArray(rooms.id, [...demo]));

  const finished = await db
    .select({
      id: matches.id,
      sportId: matches.sportId,
      kickoff: matches.kickoff,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      league: leagues.name,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      isHot: matches.isHot,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(
      and(
        lt(matches.kickoff, new Date(now)),
        or(
          and(eq(matches.sportId, Sport.Football), eq(matches.state, FootballState.Finished)),
          and(eq(matches.sportId, Sport.Basketball), eq(matches.state, BasketballState.Finished)),
        ),
      ),
    )
    .orderBy(desc(matches.kickoff), matches.id)
    .limit(400);
  const teamIds = [...new Set(finished.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
  const names = new Map(
    teamIds.length
      ? (
          await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
        ).map((t) => [t.id, t.name])
      : [],
  );
  const label = (m: (typeof finished)[number]) =>
    `${m.league} ${names.get(m.homeTeamId)} ${m.homeScore}-${m.awayScore} ${names.get(m.awayTeamId)}`;
  const row = (m: (typeof finished)[number], after: number) => ({
    matchId: m.id,
    file: PLAYBACK_FILE.name,
    durationSec: PLAYBACK_FILE.seconds,
    // Replays of past weeks have been watched: a list of "0次播放" would read as a dead site.
    playCount: rnd.int(120, 9800),
    createdAt: new Date(Math.min(now, m.kickoff.getTime() + after)),
  });

  const replays = all
    .filter((r) => r.navId === Sport.Football || r.navId === Sport.Basketball)
    .flatMap((r) => {
      const pool = finished.filter((m) => m.sportId === r.navId).slice(0, 40);
      const picked = new Set<(typeof pool)[number]>();
      while (pool.length && picked.size < Math.min(REPLAYS_PER_ROOM, pool.length)) picked.add(rnd.pick(pool));
      return [...picked].map((m) => ({
        ...row(m, 2 * HOUR),
        kind: PlaybackKind.Replay,
        roomId: r.id,
        title: `${label(m)} 直播回放`,
      }));
    });
  const reels = [...finished]
    .sort((a, b) => Number(b.isHot) - Number(a.isHot))
    .slice(0, HIGHLIGHTS)
    .map((m, i) => {
      const paidFile =
        i % PRICED_EVERY === PRICED_EVERY - 1 ? PAID_REEL_FILES[Math.floor(i / PRICED_EVERY)] : null;
      return {
        ...row(m, 2.5 * HOUR),
        kind: PlaybackKind.Highlight,
        roomId: null,
        title: `${label(m)} 全场集锦`,
        ...(paidFile ? { file: paidFile, price: REEL_PRICE } : { price: 0 }),
      };
    });
  const records = [...(await withMatchLengths(db, replays)), ...reels];
  if (records.length) await db.insert(playbacks).values(records);
  // A replay's file is its own rendering of the match (server/media/replay-render.ts).
  await db
    .update(playbacks)
    .set({ file: sql`'replay-' || ${playbacks.id}` })
    .where(and(eq(playbacks.kind, PlaybackKind.Replay), isNotNull(playbacks.matchId)));
  return { streams: all.length, demoRooms: demo.size, replays: replays.length, highlights: reels.length };
}

/** Replays last as long as their match played (replay-timeline.ts), from its stored periods. */
async function withMatchLengths<T extends { matchId: number; durationSec: number }>(db: Db, rows: T[]) {
  const ids = [...new Set(rows.map((r) => r.matchId))];
  if (!ids.length) return rows;
  const events = await db
    .select({
      matchId: matchEvents.matchId,
      type: matchEvents.type,
      period: matchEvents.period,
      minute: matchEvents.minute,
      addedMinute: matchEvents.addedMinute,
      second: matchEvents.second,
      sportId: matches.sportId,
    })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(inArray(matchEvents.matchId, ids));
  const seconds = new Map<number, number>();
  for (const id of ids) {
    const own = events.filter((e) => e.matchId === id);
    if (!own.length) continue;
    const sport = own[0].sportId === Sport.Basketball ? "basketball" : "football";
    seconds.set(id, Math.round(replayLengthMs(replayPeriods(sport, own)) / 1000));
  }
  return rows.map((r) => ({ ...r, durationSec: seconds.get(r.matchId) ?? r.durationSec }));
}
