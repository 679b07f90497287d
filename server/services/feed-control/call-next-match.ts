import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LiveStatus } from "@/lib/codes/rooms";
import { Sport, type SportId } from "@/lib/codes/sports";
import type { CallNextData } from "@/lib/contracts/dev-feed";
import type { AppDeps } from "../../context";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { leagues } from "../../db/schema/sports";
import { roomStreams } from "../../db/schema/streams";
import { teams } from "../../db/schema/teams";
import { kickoffErrors } from "./kickoff-errors";
import { kickOffNow } from "./kickoff-now";

const home = alias(teams, "call_home");
const away = alias(teams, "call_away");

/**
 * Makes the busiest demo room on the air call a match kicking off now in feed time (for browser tests
 * that need an on-air room on a match of the schedule's day, whatever the hour): the next upcoming
 * match of the room's sport kicks off (kickOffNow) and the room is bound to it, its title naming the
 * match as a demo room's does.
 */
export async function callNextMatch(deps: Pick<AppDeps, "db" | "feedClock">): Promise<CallNextData> {
  const { db } = deps;
  const [room] = await db
    .select({ id: rooms.id, navId: rooms.navId })
    .from(rooms)
    .innerJoin(roomStreams, eq(roomStreams.roomId, rooms.id))
    .where(
      and(
        eq(rooms.liveStatus, LiveStatus.Live),
        eq(roomStreams.demo, true),
        inArray(rooms.navId, [Sport.Football, Sport.Basketball]),
      ),
    )
    .orderBy(desc(rooms.heat), asc(rooms.id))
    .limit(1);
  if (!room) throw kickoffErrors.noDemoRoomOnAir();
  const sportId = room.navId as SportId;
  const { matchId } = await kickOffNow(deps, { sportId });
  const [named] = await db
    .select({ league: leagues.name, home: home.shortName, away: away.shortName })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, matchId));
  const title = `${named!.league} ${named!.home}vs${named!.away} 实时解说`;
  await db.update(rooms).set({ matchId, title }).where(eq(rooms.id, room.id));
  return { roomId: room.id, matchId, sportId };
}
