import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { matchLive } from "@/lib/contracts/match-list";
import { matches } from "@/server/db/schema/matches";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { detailSeeding, playedFootballMatch } from "./match-detail-seed";

let api: TestApi;
let played: typeof matches.$inferSelect;
let kicking: typeof matches.$inferSelect;

beforeAll(async () => {
  ({ api } = await createSeededTestApi(detailSeeding));
  played = await playedFootballMatch(api);
  [kicking] = await api.db.select().from(matches).where(eq(matches.state, FootballState.NotStarted)).limit(1);
});
afterAll(() => api.close());

const states = (data: unknown) => matchLive.array().parse(data);

describe("GET /live/data/schedule/states", () => {
  it("answers the live columns of the matches asked for as they are now, unknown ids left out", async () => {
    await api.db
      .update(matches)
      .set({ state: FootballState.FirstHalf, clock: "9", homeScore: 1 })
      .where(eq(matches.id, kicking.id));
    const res = await api.get("/live/data/schedule/states", { ids: `${kicking.id},${played.id},99999999` });
    expect(res.status).toBe(200);
    const data = states(res.body.data);
    expect(data.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      [kicking.id, played.id].sort((a, b) => a - b),
    );
    expect(data.find((m) => m.id === kicking.id)).toMatchObject({
      state: FootballState.FirstHalf,
      clock: "9",
      homeScore: 1,
      awayScore: 0,
    });
    expect(data.find((m) => m.id === played.id)).toMatchObject({
      state: FootballState.Finished,
      homeScore: played.homeScore,
      awayScore: played.awayScore,
    });
  });

  it("takes up to 200 ids and answers 400 naming the field for anything else, never 500", async () => {
    const many = Array.from({ length: 200 }, (_, i) => i + 1).join(",");
    expect((await api.get("/live/data/schedule/states", { ids: many })).body.code).toBe(200);
    const bad = ["", "abc", "1,,2", "-1", "0", "1.5", "99999999999", `${many},201`];
    for (const ids of bad) {
      const res = await api.get("/live/data/schedule/states", { ids });
      expect(res.status, ids).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toMatch(/编号/);
    }
    expect((await api.get("/live/data/schedule/states")).status).toBe(400);
  });
});
