import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rooms, liveNavs } from "@/server/db/schema/rooms";
import { uploads } from "@/server/db/schema/uploads";
import { follows, users } from "@/server/db/schema/users";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("GET /user/center/info", () => {
  it("answers a visitor with 401", async () => {
    const res = await api.get("/user/center/info");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: "请先登录", data: null });
  });

  it("returns the signed-in user's own profile with the mobile masked and the counts", async () => {
    const { user, token } = await createUser(api, { mobile: "13800138000", passwordHash: "scrypt$x$y" });
    const { user: fan } = await createUser(api);
    await api.db.insert(follows).values({ userId: fan.id, targetId: user.id });
    const res = await api.get("/user/center/info", {}, { token });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      nickName: user.nickName,
      mobile: "138****8000",
      hasPassword: true,
      realNameVerified: false,
      fans: 1,
      follows: 0,
      isAnchor: 0,
      roomId: null,
    });
    expect(JSON.stringify(res.body.data)).not.toContain("13800138000");
  });

  it("gives an anchor the room id", async () => {
    const { user, token } = await createUser(api, { isAnchor: 1 });
    await api.db.insert(liveNavs).values({ id: 1, name: "足球" }).onConflictDoNothing();
    const [room] = await api.db
      .insert(rooms)
      .values({ anchorId: user.id, navId: 1, title: "英超直播" })
      .returning();
    const res = await api.get("/user/center/info", {}, { token });
    expect(res.body.data).toMatchObject({ isAnchor: 1, roomId: room.id });
  });

  it("reads only the token owner's data", async () => {
    const { user: a } = await createUser(api);
    const { user: b, token: tokenB } = await createUser(api);
    const res = await api.get("/user/center/info", { id: a.id, userId: a.id }, { token: tokenB });
    expect(res.body.data.id).toBe(b.id);
  });

  it("treats an unknown or oversized token as a visitor", async () => {
    expect((await api.get("/user/center/info", {}, { token: "nope" })).status).toBe(401);
    expect((await api.get("/user/center/info", {}, { token: "x".repeat(500) })).status).toBe(401);
  });
});

describe("POST /user/center/updateInfo", () => {
  it("updates the given fields from JSON or a form and leaves the rest", async () => {
    const { user, token } = await createUser(api, { city: "上海" });
    const res = await api.postJson(
      "/user/center/updateInfo",
      { signature: "  梅西是最棒的 ", gender: 1, birthday: "1990-06-24" },
      { token },
    );
    expect(res.body).toMatchObject({
      code: 200,
      data: { signature: "梅西是最棒的", gender: 1, birthday: "1990-06-24", city: "上海" },
    });
    const form = await api.postForm("/user/center/updateInfo", { gender: "2", city: "广州" }, { token });
    expect(form.body.data).toMatchObject({ gender: 2, city: "广州", signature: "梅西是最棒的" });
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ gender: 2, city: "广州" });
  });

  it("refuses bad values with a 400 naming the field", async () => {
    const { token } = await createUser(api);
    const cases: [unknown, string][] = [
      [{ signature: "好".repeat(61) }, "signature"],
      [{ gender: 3 }, "gender"],
      [{ gender: "abc" }, "gender"],
      [{ birthday: "1990-02-30" }, "birthday"],
      [{ birthday: "19900101" }, "birthday"],
      [{ city: "a\u0000b" }, "city"],
      [{ signature: 42 }, "signature"],
    ];
    for (const [body, field] of cases) {
      const res = await api.postJson("/user/center/updateInfo", body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });

  it("refuses a birthday in the future", async () => {
    const { token } = await createUser(api);
    const res = await api.postJson("/user/center/updateInfo", { birthday: "2026-11-23" }, { token });
    expect(res.body).toMatchObject({ code: 400, message: expect.stringContaining("生日不能晚于今天") });
    const today = await api.postJson("/user/center/updateInfo", { birthday: "2026-11-22" }, { token });
    expect(today.body.code).toBe(200);
  });

  it("answers malformed bodies without a 500, and a visitor with 401", async () => {
    const { token } = await createUser(api);
    const broken = await api.postRaw("/user/center/updateInfo", "{not json", "application/json", { token });
    expect(broken.status).toBe(400);
    expect((await api.postRaw("/user/center/updateInfo", "x", "text/plain", { token })).status).toBe(415);
    expect((await api.postJson("/user/center/updateInfo", [1, 2], { token })).status).toBe(400);
    expect((await api.postJson("/user/center/updateInfo", { gender: 1 })).status).toBe(401);
    expect((await api.postRaw("/user/center/updateInfo", "{not json", "application/json")).status).toBe(401);
  });
});

describe("GET /user/center/updatePortrait", () => {
  it("accepts a built-in avatar and the user's own upload only", async () => {
    const { user, token } = await createUser(api);
    const { user: other, token: otherToken } = await createUser(api);
    const ok = await api.get(
      "/user/center/updatePortrait",
      { portraitUrl: "/images/avatars/12.svg" },
      { token },
    );
    expect(ok.body).toMatchObject({ code: 200, data: { portrait: "/images/avatars/12.svg" } });
    const drawn = await api.get(
      "/user/center/updatePortrait",
      { portraitUrl: "/avatars/73519.svg" },
      { token },
    );
    expect(drawn.body).toMatchObject({ code: 200, data: { portrait: "/avatars/73519.svg" } });

    const path = `202611/${"a".repeat(32)}.png`;
    await api.db.insert(uploads).values({ path, userId: user.id, mime: "image/png", bytes: 10 });
    const own = await api.get("/user/center/updatePortrait", { portraitUrl: `/uploads/${path}` }, { token });
    expect(own.body.code).toBe(200);
    const stolen = await api.get(
      "/user/center/updatePortrait",
      { portraitUrl: `/uploads/${path}` },
      { token: otherToken },
    );
    expect(stolen.body.code).toBe(10103);
    const [row] = await api.db.select().from(users).where(eq(users.id, other.id));
    expect(row.portrait).toBe("");

    for (const url of [
      "/images/avatars/0.svg",
      "/images/avatars/13.svg",
      "/avatars/0.svg",
      "/avatars/1.svg.png",
      "https://evil.example/a.png",
      "/images/avatars/1.svg?x=1",
      "/uploads/../../etc/passwd",
      "javascript:alert(1)",
    ]) {
      const res = await api.get("/user/center/updatePortrait", { portraitUrl: url }, { token });
      expect(res.body, url).toMatchObject({ code: 10103, message: "只能使用系统头像或自己上传的图片" });
    }
    expect((await api.get("/user/center/updatePortrait", { portraitUrl: "" }, { token })).status).toBe(400);
    expect(
      (await api.get("/user/center/updatePortrait", { portraitUrl: "/images/avatars/1.svg" })).status,
    ).toBe(401);
  });
});
