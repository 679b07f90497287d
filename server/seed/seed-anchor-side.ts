import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { beijingClock, beijingParts, HOUR } from "@/lib/beijing-time";
import { FootballState } from "@/lib/codes/football-states";
import { Sport, type SportId } from "@/lib/codes/sports";
import type { Db } from "../db/client";
import { matches } from "../db/schema/matches";
import { anchorDynamics, anchorSchedules, matchReservations } from "../db/schema/room-activity";
import { rooms } from "../db/schema/rooms";
import { leagues } from "../db/schema/sports";
import { teams } from "../db/schema/teams";
import { users } from "../db/schema/users";
import { basketballPosts, footballPosts, matchPosts } from "./anchor-posts";
import { demoAccounts } from "./people";
import { createRandom } from "../feed/engine/random";

const SCHEDULE_DAYS = 7;
/** Each room schedules from the first matches of its sport (hot ones first), so rooms overlap. */
const SCHEDULE_POOL = 24;
const POST_SPAN_DAYS = 14;
const FAN_RESERVATIONS = 2;

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");

async function upcoming(db: Db, now: number) {
  return db
    .select({
      id: matches.id,
      sportId: matches.sportId,
      kickoff: matches.kickoff,
      league: leagues.name,
      home: home.shortName,
      away: away.shortName,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        eq(matches.state, FootballState.NotStarted),
        gt(matches.kickoff, new Date(now + HOUR)),
        lt(matches.kickoff, new Date(now + SCHEDULE_DAYS * 24 * HOUR)),
      ),
    )
    .orderBy(desc(matches.isHot), asc(leagues.sort), asc(matches.kickoff), asc(matches.id));
}
type Upcoming = Awaited<ReturnType<typeof upcoming>>[number];

/** 11月23日 20:00 in Beijing time. */
function beijingTime(d: Date) {
  const { month, day } = beijingParts(d.getTime());
  return `${month}月${day}日 ${beijingClock(d.getTime())}`;
}

const fill = (template: string, m: Upcoming) =>
  template
    .replaceAll("{home}", m.home)
    .replaceAll("{away}", m.away)
    .replaceAll("{league}", m.league)
    .replaceAll("{time}", beijingTime(m.kickoff));

/**
 * The anchor side of the demo: every anchor room schedules 3-6 coming matches of its sport
 * (综合 rooms mix both), every anchor has 3-8 posts, and the demo fan reserves two matches.
 */
export async function seedAnchorSide(db: Db, { seed, now }: { seed: number; now: number }) {
  const rnd = createRandom(seed * 17 + 3);
  const coming = await upcoming(db, now);
  const bySport = (sport: SportId) => coming.filter((m) => m.sportId === sport).slice(0, SCHEDULE_POOL);
  const pools: Record<number, Upcoming[]> = {
    [Sport.Football]: bySport(Sport.Football),
    [Sport.Basketball]: bySport(Sport.Basketball),
  };
  const all = await db
    .select({ roomId: rooms.id, navId: rooms.navId, anchorId: rooms.anchorId })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(eq(users.isAnchor, 1))
    .orderBy(rooms.id);

  const schedules: (typeof anchorSchedules.$inferInsert)[] = [];
  const posts: (typeof anchorDynamics.$inferInsert)[] = [];
  for (const room of all) {
    const pool = pools[room.navId] ?? [...pools[Sport.Football], ...pools[Sport.Basketball]];
    const picked = new Set<Upcoming>();
    const want = Math.min(rnd.int(3, 6), pool.length);
    while (picked.size < want) picked.add(rnd.pick(pool));
    const planned = [...picked].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
    for (const m of planned)
      schedules.push({
        roomId: room.roomId,
        matchId: m.id,
        createdAt: new Date(now - rnd.int(1, 72) * HOUR),
      });

    const generic =
      room.navId === Sport.Basketball
        ? basketballPosts
        : room.navId === Sport.Football
          ? footballPosts
          : [...footballPosts, ...basketballPosts];
    const count = rnd.int(3, 8);
    const texts = new Set<string>();
    if (planned.length) texts.add(fill(rnd.pick(matchPosts), planned[0]));
    while (texts.size < count) texts.add(rnd.pick(generic));
    for (const content of texts) {
      posts.push({
        anchorId: room.anchorId,
        content,
        likeCount: rnd.int(6, 880),
        createdAt: new Date(now - rnd.int(1, POST_SPAN_DAYS * 24) * HOUR - rnd.int(0, 59) * 60_000),
      });
    }
  }
  if (schedules.length) await db.insert(anchorSchedules).values(schedules).onConflictDoNothing();
  if (posts.length) await db.insert(anchorDynamics).values(posts);

  const [fan] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, demoAccounts[0].mobile));
  const scheduledIds = [...new Set(schedules.map((s) => s.matchId))];
  const soonest = coming
    .filter((m) => scheduledIds.includes(m.id))
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  const reserved = fan ? soonest.slice(0, FAN_RESERVATIONS) : [];
  if (reserved.length) {
    await db
      .insert(matchReservations)
      .values(reserved.map((m) => ({ userId: fan.id, matchId: m.id, createdAt: new Date(now - HOUR) })));
  }
  return { schedules: schedules.length, dynamics: posts.length, reservations: reserved.length };
}
