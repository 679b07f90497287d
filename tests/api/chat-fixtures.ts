import { FootballState } from "@/lib/codes/football-states";
import { LeagueType, Sport } from "@/lib/codes/sports";
import { roomManagers } from "@/server/db/schema/chat";
import { matches } from "@/server/db/schema/matches";
import { continents, countries, leagues, seasons, sports } from "@/server/db/schema/sports";
import { teams } from "@/server/db/schema/teams";
import type { BusEvent } from "@/server/realtime/event-bus";
import { createAnchor, createUser } from "../support/fixtures";
import type { TestApi } from "../support/test-api";

/** One football match (曼城 VS 阿森纳) for the match chat groups. */
export async function createMatch(api: TestApi, id = 900001) {
  await api.db
    .insert(sports)
    .values({ id: Sport.Football, name: "足球", code: "football" })
    .onConflictDoNothing();
  await api.db.insert(continents).values({ id: 2, name: "欧洲" }).onConflictDoNothing();
  await api.db
    .insert(countries)
    .values({ id: 44, continentId: 2, name: "英格兰", nameEn: "England" })
    .onConflictDoNothing();
  await api.db
    .insert(leagues)
    .values({
      id: 36,
      sportId: Sport.Football,
      countryId: 44,
      name: "英超",
      fullName: "英格兰超级联赛",
      nameEn: "Premier League",
      type: LeagueType.League,
      colour: "#3d195b",
    })
    .onConflictDoNothing();
  await api.db
    .insert(seasons)
    .values({ id: 3601, leagueId: 36, name: "2026-2027", startDate: "2026-08-01", endDate: "2027-05-31" })
    .onConflictDoNothing();
  const team = (tid: number, name: string, shortName: string) => ({
    id: tid,
    sportId: Sport.Football,
    countryId: 44,
    name,
    shortName,
    nameEn: shortName,
    colour: "#6cabdd",
    colour2: "#ffffff",
    strength: 80,
  });
  await api.db
    .insert(teams)
    .values([team(1, "曼彻斯特城", "曼城"), team(2, "阿森纳", "阿森纳")])
    .onConflictDoNothing();
  await api.db.insert(matches).values({
    id,
    sportId: Sport.Football,
    leagueId: 36,
    seasonId: 3601,
    homeTeamId: 1,
    awayTeamId: 2,
    kickoff: new Date(api.clock.now),
    state: FootballState.NotStarted,
    engineSeed: 1,
  });
  return id;
}

/** An anchor's room with one manager and two ordinary viewers, all signed in. */
export async function createRoomCast(api: TestApi, notice = "") {
  const anchor = await createAnchor(api, { notice });
  const manager = await createUser(api);
  await api.db.insert(roomManagers).values({ roomId: anchor.room.id, userId: manager.user.id });
  const viewer = await createUser(api);
  const other = await createUser(api);
  return { anchor, manager, viewer, other, roomId: anchor.room.id };
}

/** Events published on a channel from now on. */
export function watch(api: TestApi, channel: string) {
  const seen: BusEvent[] = [];
  const stop = api.deps.bus.subscribe(channel, (e) => seen.push(e));
  return { seen, stop, types: () => seen.map((e) => e.type) };
}

/** Sends with the rate limit's interval already passed, so a test can send several messages. */
export async function say(api: TestApi, token: string, roomId: number, content: string, extra: object = {}) {
  api.advance(2_100);
  return api.postJson("/api/chat/msg", { roomId, content, platform: 1, ...extra }, { token });
}
