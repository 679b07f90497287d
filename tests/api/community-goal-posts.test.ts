import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MatchStreamEvent } from "@/lib/codes/match-stream-events";
import { Sport } from "@/lib/codes/sports";
import { liveChannels } from "@/lib/contracts/match-list";
import { circleMembers, circles, posts } from "@/server/db/schema/community";
import { matches } from "@/server/db/schema/matches";
import { teams } from "@/server/db/schema/teams";
import { createGoalPosts, postAboutGoal } from "@/server/services/community/goal-posts";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { FIXTURE, seedFeedFixture } from "./feed-fixtures";

let api: TestApi;
let homeCircle: number;
let awayCircle: number;
let homeName: string;
beforeAll(async () => {
  api = await createTestApi();
  await seedFeedFixture(api.db, api.clock.now);
  const [match] = await api.db.select().from(matches).where(eq(matches.id, FIXTURE.live));
  const [home] = await api.db.select().from(teams).where(eq(teams.id, match.homeTeamId));
  homeName = home.shortName || home.name;
  const made = await api.db
    .insert(circles)
    .values([
      { name: "主队圈", sportId: Sport.Football, teamId: match.homeTeamId },
      { name: "客队圈", sportId: Sport.Football, teamId: match.awayTeamId },
    ])
    .returning();
  [homeCircle, awayCircle] = made.map((c) => c.id);
  for (const circleId of [homeCircle, awayCircle]) {
    const fan = await createUser(api);
    await api.db.insert(circleMembers).values({ circleId, userId: fan.user.id });
  }
}, 60_000);
afterAll(() => api.close());

const circlePosts = (circleId: number) => api.db.select().from(posts).where(eq(posts.circleId, circleId));

describe("goal posts", () => {
  it("a goal brings a cheer in the scoring club's circle and a sigh in the other, by their members", async () => {
    const alert = { matchId: FIXTURE.live, side: "home" as const, minute: "31", homeScore: 1, awayScore: 0 };
    expect(await postAboutGoal({ ...api.deps, seed: 1 }, alert)).toBe(2);
    const [cheer] = await circlePosts(homeCircle);
    const [sigh] = await circlePosts(awayCircle);
    expect(`${cheer.title}${cheer.content}`).toContain("1-0");
    expect(`${cheer.title}${cheer.content}`).toMatch(new RegExp(`${homeName}|31'`));
    expect(`${sigh.title}${sigh.content}`).toContain("1-0");
    const [members] = await api.db.select().from(circleMembers).where(eq(circleMembers.circleId, homeCircle));
    expect(cheer.authorId).toBe(members.userId);
    const [counted] = await api.db.select().from(circles).where(eq(circles.id, homeCircle));
    expect(counted.postCount).toBe(1);
  });

  it("listens to the football stream while it runs and stops when it stops", async () => {
    const job = createGoalPosts({ ...api.deps, seed: 1 });
    await job.start();
    const data = { matchId: FIXTURE.live, side: "away", minute: "60", homeScore: 1, awayScore: 1 };
    await api.deps.bus.publish(liveChannels.sport(Sport.Football), { type: MatchStreamEvent.Goal, data });
    await api.deps.bus.publish(liveChannels.sport(Sport.Football), { type: MatchStreamEvent.Update, data });
    await job.stop();
    expect(await circlePosts(awayCircle)).toHaveLength(2);
    await api.deps.bus.publish(liveChannels.sport(Sport.Football), { type: MatchStreamEvent.Goal, data });
    expect(await circlePosts(awayCircle)).toHaveLength(2);
  });

  it("leaves matches of clubs without a circle alone", async () => {
    const circled = (await api.db.select().from(circles)).map((c) => c.teamId);
    const other = (await api.db.select().from(matches)).find(
      (m) =>
        m.sportId === Sport.Football && !circled.includes(m.homeTeamId) && !circled.includes(m.awayTeamId),
    )!;
    const before = (await api.db.select().from(posts)).length;
    const alert = { matchId: other.id, side: "home" as const, minute: "5", homeScore: 1, awayScore: 0 };
    expect(await postAboutGoal({ ...api.deps, seed: 1 }, alert)).toBe(0);
    expect(await postAboutGoal({ ...api.deps, seed: 1 }, { ...alert, matchId: 999_999 })).toBe(0);
    expect((await api.db.select().from(posts)).length).toBe(before);
  });
});
