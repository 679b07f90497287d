import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { circleList, commentPage, postPage } from "@/lib/contracts/community";
import { demoSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let summary: Awaited<ReturnType<typeof demoSeeding.seed>>;
beforeAll(async () => {
  ({ api, seeded: summary } = await createSeededTestApi(demoSeeding));
}, 120_000);
afterAll(() => api.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await api.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("seeded community", () => {
  it("has league and club circles whose counts equal their rows", async () => {
    const circles = circleList.parse((await api.get("/inform/circle/list")).body.data);
    expect(circles.map((c) => c.name)).toEqual(
      expect.arrayContaining(["英超圈", "皇马圈", "曼联圈", "NBA圈", "湖人圈", "CBA圈", "国足圈"]),
    );
    expect(summary.community.posts).toBeGreaterThanOrEqual(200);
    expect(summary.community.comments).toBeGreaterThanOrEqual(200);
    const drift = await rowsOf(sql`
      select c.name from circles c where
        c.member_count <> (select count(*) from circle_members m where m.circle_id = c.id) or
        c.post_count <> (select count(*) from posts p where p.circle_id = c.id and p.status = 0)
      union all
      select p.title from posts p where
        p.like_count <> (select count(*) from post_likes l where l.post_id = p.id) or
        p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id)`);
    expect(drift).toEqual([]);
  });

  it("writes about the circle's own club with its real players, liked by the circle's members", async () => {
    const circles = circleList.parse((await api.get("/inform/circle/list")).body.data);
    const madrid = circles.find((c) => c.name === "皇马圈")!;
    const feed = postPage.parse(
      (await api.postJson("/inform/post/list/general", { circleId: madrid.id, pageSize: 50 })).body.data,
    );
    expect(feed.total).toBe(madrid.postCount);
    const text = feed.list.map((p) => p.title + p.content).join("");
    expect(text).toMatch(/皇马|维尼修斯|姆巴佩|贝林厄姆|库尔图瓦|巴尔韦德/);
    expect(text).not.toMatch(/\{\w+\}/);
    const outsiders = await rowsOf(sql`
      select l.user_id from post_likes l join posts p on p.id = l.post_id
      where not exists (select 1 from circle_members m where m.circle_id = p.circle_id and m.user_id = l.user_id)`);
    expect(outsiders).toEqual([]);
    const commented = feed.list.find((p) => p.commentCount > 0)!;
    const comments = commentPage.parse(
      (await api.get("/inform/comment/list/byPost", { postId: commented.id })).body.data,
    );
    expect(comments.list.length).toBeGreaterThan(0);
  });
});
