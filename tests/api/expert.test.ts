import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { experts } from "@/server/db/schema/experts";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let expert: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  api = await createTestApi();
  expert = await createUser(api, { isExpert: 1, nickName: "英超老炮", portrait: "/images/avatars/2.svg" });
  await api.db.insert(experts).values({
    userId: expert.user.id,
    title: "资深足球分析师",
    intro: "专注英超十年",
    tags: "英超,欧冠，亚盘",
  });
});
afterAll(() => api.close());

const emptyRecord = {
  settled: 0,
  hits: 0,
  misses: 0,
  pushes: 0,
  hitRate: 0,
  returnRate: 0,
  recentCount: 0,
  recentHits: 0,
  streak: 0,
  maxStreak: 0,
  lastResults: [],
};

/** The card of an expert without plans or followers, as a visitor (or the expert) sees it. */
const profile = () => ({
  userId: expert.user.id,
  nickName: "英超老炮",
  portrait: "/images/avatars/2.svg",
  title: "资深足球分析师",
  intro: "专注英超十年",
  tags: ["英超", "欧冠", "亚盘"],
  record: emptyRecord,
  followers: 0,
  followed: false,
  onSale: 0,
});

describe("POST /tj/expert/info", () => {
  it("returns the signed-in expert's profile for an empty JSON body, a bare POST or a form", async () => {
    expect((await api.postJson("/tj/expert/info", {}, { token: expert.token })).body).toEqual({
      code: 200,
      message: "success",
      data: profile(),
    });
    const bare = await api.app.request("/tj/expert/info", {
      method: "POST",
      headers: { accessToken: expert.token },
    });
    expect((await bare.json()).data).toEqual(profile());
    expect((await api.postForm("/tj/expert/info", {}, { token: expert.token })).body.data).toEqual(profile());
  });

  it("returns another user's profile by userId, for visitors too", async () => {
    expect((await api.postJson("/tj/expert/info", { userId: expert.user.id })).body.data).toEqual(profile());
    expect((await api.postForm("/tj/expert/info", { userId: String(expert.user.id) })).body.data).toEqual(
      profile(),
    );
  });

  it("answers data null for a non-expert or an unknown user", async () => {
    const fan = await createUser(api);
    expect((await api.postJson("/tj/expert/info", {}, { token: fan.token })).body).toEqual({
      code: 200,
      message: "success",
      data: null,
    });
    expect((await api.postJson("/tj/expert/info", { userId: 999_999 })).body.data).toBeNull();
  });

  it("gives an expert without a profile row a default title", async () => {
    const bare = await createUser(api, { isExpert: 1 });
    expect((await api.postJson("/tj/expert/info", { userId: bare.user.id })).body.data).toMatchObject({
      title: "专家",
      intro: "",
      tags: [],
    });
  });

  it("asks a visitor without userId to sign in and refuses malformed input", async () => {
    expect((await api.postJson("/tj/expert/info", {})).status).toBe(401);
    expect((await api.postJson("/tj/expert/info", { userId: "abc" })).status).toBe(400);
    expect((await api.postJson("/tj/expert/info", { userId: 1e12 })).status).toBe(400);
    expect((await api.postRaw("/tj/expert/info", "{", "application/json")).status).toBe(400);
    expect((await api.postRaw("/tj/expert/info", "<x/>", "application/xml")).status).toBe(415);
  });
});

describe("the api reference", () => {
  it("documents the user, wallet, upload, search and expert calls", async () => {
    const res = await api.app.request("/openapi.json");
    const doc = (await res.json()) as { paths: Record<string, object> };
    for (const path of [
      "/user/center/info",
      "/user/center/real-name",
      "/api/user/pageList",
      "/pay/balances",
      "/api/upload/multiUploadBase64",
      "/api/search/hot",
      "/tj/expert/info",
      "/tj/expert/list",
      "/tj/expert/home/rec",
      "/tj/expert/board",
      "/tj/expert/record",
      "/tj/expert/apply",
      "/tj/expert/pc/publish",
      "/tj/expert/pc/list",
      "/tj/expert/pc/records",
      "/tj/expert/pc/income",
      "/tj/recommend",
      "/tj/recommend/{code}",
      "/tj/recommend/buy",
      "/tj/match",
      "/tj/match/filter",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
