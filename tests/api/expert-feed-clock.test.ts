import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExpertErrorCode } from "@/lib/codes/expert-errors";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { createUser } from "../support/fixtures";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { createExpert, publishBody, upcomingMatches } from "./expert-plan-fixtures";
import { fund } from "./wallet-support";

// With FEED_TIME_SCALE the matches kick off on the feed's clock, and so do plan sales.
let api: TestApi;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(sportsSeeding, { env: { FEED_TIME_SCALE: "30" } }));
}, 60_000);
afterAll(() => api.close());

describe("plans on a time-scaled feed", () => {
  it("close publishing, buying and the picker at kick-off on the feed's clock", async () => {
    const expert = await createExpert(api);
    const fan = await createUser(api);
    await fund(api, fan.user.id, 100);
    const [match] = await upcomingMatches(api, 1, OddsMarket.Handicap);
    const body = publishBody({ legs: [{ matchId: match.id, pick: "home" }], price: 10 });
    const plan = (await api.postJson("/tj/expert/pc/publish", body, expert)).body.data;
    expect(plan.status).toBe(1);
    // Real time moves a thirtieth of the way to kick-off; the feed gets there.
    api.advance(Math.ceil((match.kickoff.getTime() - api.clock.now) / 30) + 1000);
    expect(api.clock.now).toBeLessThan(match.kickoff.getTime());
    expect((await api.postJson("/tj/expert/pc/publish", body, expert)).body.code).toBe(
      ExpertErrorCode.KickedOff,
    );
    expect((await api.postJson("/tj/recommend/buy", { code: plan.id }, fan)).body.code).toBe(
      ExpertErrorCode.KickedOff,
    );
    expect((await api.get(`/tj/recommend/${plan.id}`)).body.data.status).toBe(2);
    const picker = await api.get("/tj/match", { sportId: 1, playType: 2, pageSize: 50 });
    expect(picker.body.data.list.map((r: { matchId: number }) => r.matchId)).not.toContain(match.id);
  });
});
