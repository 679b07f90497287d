import { seedDemo } from "@/server/seed/seed";
import { seedSports } from "@/server/seed/sports/seed-sports";
import type { Seeding } from "./test-api";

/** The whole demo (users, rooms, news, experts, community, sports) around the test clock, no past match played. */
export const demoSeeding: Seeding<Awaited<ReturnType<typeof seedDemo>>> = {
  name: "demo",
  seed: (api) => seedDemo(api.db, { seed: 7, now: api.clock.now, playPastMatch: null }),
};

/** The demo's sports data alone (leagues, teams, two weeks of matches and odds) around the test clock. */
export const sportsSeeding: Seeding<Awaited<ReturnType<typeof seedSports>>> = {
  name: "sports",
  seed: (api) => seedSports(api.db, { seed: 7, now: api.clock.now }),
};
