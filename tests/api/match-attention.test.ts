import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sport } from "@/lib/codes/sports";
import { collectData } from "@/lib/contracts/football-lists";
import { followedMatch, pageAttentionData } from "@/lib/contracts/match-attention";
import type { MatchRow } from "@/lib/contracts/match-list";
import { matches } from "@/server/db/schema/matches";
import { createUser } from "../support/fixtures";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

const OPER = "/api/attention/operAttention";
const MINE = "/api/attention/getAttentionMatchByUser";
const PAGE = "/api/attention/pageAttention";

let api: TestApi;
let rows: MatchRow[];
let basketballId: number;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(sportsSeeding));
  rows = (await api.get("/live/football/v1_1/live")).body.data.rows;
  const [b] = await api.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.sportId, Sport.Basketball), eq(matches.state, 1)))
    .limit(1);
  basketballId = b.id;
});
afterAll(() => api.close());

const follow = (
  token: string,
  targetId: number,
  operateType = 1,
  extra: Record<string, string | number> = {},
) => api.get(OPER, { type: 1, matchType: 1, targetId, operateType, ...extra }, { token });
const mine = async (token: string, query: Record<string, string | number> = {}) =>
  (await api.get(MINE, query, { token })).body.data as (MatchRow & { followedAt: string })[];

describe("a visitor", () => {
  it("gets 401 from every follow call, whatever the input", async () => {
    for (const [path, query] of [
      ["/live/football/collect", { matchId: rows[0].id }],
      ["/live/football/cancel-collect", { matchId: "x" }],
      [OPER, { type: 1, matchType: 1, targetId: rows[0].id, operateType: 1 }],
      [OPER, { operateType: 9 }],
      [MINE, {}],
      [PAGE, { attentionType: 1 }],
    ] as const) {
      const res = await api.get(path, query);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ code: 401, message: "请先登录" });
    }
    expect((await api.get(MINE, {}, { token: "not-a-session" })).status).toBe(401);
  });
});

describe("collect and cancel-collect", () => {
  it("follow a football match once however often they are called", async () => {
    const { token } = await createUser(api);
    const matchId = rows[1].id;
    for (let i = 0; i < 2; i++) {
      const res = await api.get("/live/football/collect", { matchId }, { token });
      expect(collectData.parse(res.body.data)).toEqual({ matchId, collected: true });
    }
    const followed = await mine(token);
    expect(followed.map((r) => r.id)).toEqual([matchId]);
    expect(followedMatch.parse(followed[0]).home.name).toBe(rows[1].home.name);

    for (let i = 0; i < 2; i++) {
      const res = await api.get("/live/football/cancel-collect", { matchId }, { token });
      expect(res.body.data).toEqual({ matchId, collected: false });
    }
    expect(await mine(token)).toEqual([]);
  });

  it("404s an unknown or basketball match and 400s a malformed id", async () => {
    const { token } = await createUser(api);
    expect((await api.get("/live/football/collect", { matchId: 99_999_999 }, { token })).body).toMatchObject({
      code: 404,
      message: "比赛不存在",
    });
    expect((await api.get("/live/football/collect", { matchId: basketballId }, { token })).status).toBe(404);
    for (const matchId of ["", "abc", "-1", "1.5", "99999999999"]) {
      expect((await api.get("/live/football/collect", { matchId }, { token })).status, matchId).toBe(400);
    }
  });
});

describe("operAttention and the followed lists", () => {
  it("follows and unfollows matches of both sports; the list shows in-play first", async () => {
    const { token } = await createUser(api);
    const upcoming = rows.find((r) => r.state === 1)!;
    const inPlay = rows.find((r) => [2, 3, 4].includes(r.state))!;
    expect((await follow(token, upcoming.id)).body).toMatchObject({
      code: 200,
      data: { targetId: upcoming.id, followed: true },
    });
    await follow(token, inPlay.id);
    await follow(token, basketballId, 1, { matchType: 2 });
    const all = (await mine(token)).map((r) => r.id);
    expect(all[0]).toBe(inPlay.id);
    expect(all.sort()).toEqual([inPlay.id, upcoming.id, basketballId].sort());
    expect((await mine(token, { matchType: 2 })).map((r) => r.id)).toEqual([basketballId]);
    expect((await mine(token, { matchType: 1 })).map((r) => r.id)).toEqual([inPlay.id, upcoming.id]);

    expect((await follow(token, inPlay.id, 0)).body.data).toEqual({ targetId: inPlay.id, followed: false });
    expect((await mine(token, { matchType: 1 })).map((r) => r.id)).toEqual([upcoming.id]);
  });

  it("keeps each user's follows to themselves", async () => {
    const alice = await createUser(api);
    const bob = await createUser(api);
    await follow(alice.token, rows[2].id);
    await follow(bob.token, rows[3].id);
    expect((await mine(alice.token)).map((r) => r.id)).toEqual([rows[2].id]);
    expect((await mine(bob.token)).map((r) => r.id)).toEqual([rows[3].id]);
    await follow(bob.token, rows[2].id, 0);
    expect((await mine(alice.token)).map((r) => r.id)).toEqual([rows[2].id]);
    const page = pageAttentionData.parse(
      (await api.get(PAGE, { attentionType: 1 }, { token: bob.token })).body.data,
    );
    expect(page.list.map((r) => r.id)).toEqual([rows[3].id]);
  });

  it("refuses a wrong type, operation, sport or target", async () => {
    const { token } = await createUser(api);
    expect((await follow(token, rows[0].id, 1, { type: 3 })).body).toMatchObject({
      code: 400,
      message: expect.stringContaining("暂不支持该关注类型"),
    });
    expect((await follow(token, rows[0].id, 3)).status).toBe(400);
    expect((await follow(token, rows[0].id, 1, { matchType: 5 })).status).toBe(400);
    expect((await follow(token, rows[0].id, 1, { matchType: 2 })).status).toBe(404);
    expect((await follow(token, 123_456_789)).status).toBe(404);
    expect((await api.get(OPER, { type: 1, matchType: 1, targetId: rows[0].id }, { token })).status).toBe(
      400,
    );
    expect((await api.get(MINE, { matchType: "x" }, { token })).status).toBe(400);
  });

  it("pages the follows, most recent first", async () => {
    const { token } = await createUser(api);
    const picked = rows.slice(0, 5);
    for (const r of picked) {
      await follow(token, r.id);
      api.advance(1_000);
    }
    const first = pageAttentionData.parse(
      (await api.get(PAGE, { attentionType: 1, page: 1, pageSize: 2 }, { token })).body.data,
    );
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.list.map((r) => r.id)).toEqual([picked[4].id, picked[3].id]);
    const last = pageAttentionData.parse(
      (await api.get(PAGE, { attentionType: 1, page: 3, pageSize: 2 }, { token })).body.data,
    );
    expect(last.list.map((r) => r.id)).toEqual([picked[0].id]);
    const defaults = (await api.get(PAGE, {}, { token })).body.data;
    expect(defaults).toMatchObject({ total: 5, pageSize: 30 });
    const bad: Record<string, number>[] = [
      { pageSize: 0 },
      { pageSize: 101 },
      { page: 0 },
      { attentionType: 9 },
    ];
    for (const query of bad) {
      expect((await api.get(PAGE, query, { token })).status, JSON.stringify(query)).toBe(400);
    }
  });
});
