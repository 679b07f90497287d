import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/users";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("nicknames", () => {
  it("changes the nickname, refusing one in use, a reserved one and a malformed one", async () => {
    const { user, token } = await createUser(api);
    const { user: other } = await createUser(api);
    const res = await api.get("/user/center/updateNickName", { nickName: "绝杀王_9" }, { token });
    expect(res.body).toMatchObject({ code: 200, data: { nickName: "绝杀王_9" } });
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row.nickName).toBe("绝杀王_9");

    const taken = await api.get("/user/center/updateNickName", { nickName: other.nickName }, { token });
    expect(taken.body).toEqual({ code: 10101, message: "该昵称已被使用", data: null });
    const reserved = await api.get("/user/center/updateNickName", { nickName: "官方客服" }, { token });
    expect(reserved.body.code).toBe(10102);
    for (const bad of ["a", "x".repeat(17), "带 空格", "<script>", ""]) {
      const r = await api.get("/user/center/updateNickName", { nickName: bad }, { token });
      expect(r.status, bad).toBe(400);
    }
    expect((await api.get("/user/center/updateNickName", { nickName: "游客改名" })).status).toBe(401);
  });

  it("limits nickname changes to five a day", async () => {
    const { token } = await createUser(api);
    for (let i = 0; i < 5; i++) {
      expect(
        (await api.get("/user/center/updateNickName", { nickName: `改名${i}次` }, { token })).body.code,
      ).toBe(200);
    }
    const sixth = await api.get("/user/center/updateNickName", { nickName: "改名6次" }, { token });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe("昵称修改太频繁，请明天再试");
  });

  it("tells whether a nickname is available, with a message", async () => {
    const { user } = await createUser(api);
    const free = await api.get("/user/check/nick-name", { nickName: "全新的名字" });
    expect(free.body).toEqual({ code: 200, message: "昵称可用", data: { available: true } });
    const taken = await api.get("/user/check/nick-name", { nickName: user.nickName });
    expect(taken.body).toEqual({ code: 200, message: "该昵称已被使用", data: { available: false } });
    const invalid = await api.get("/user/check/nick-name", { nickName: "a" });
    expect(invalid.body).toMatchObject({
      message: "昵称为2-16位中文、字母、数字或下划线",
      data: { available: false },
    });
    expect((await api.get("/user/check/nick-name")).status).toBe(400);
  });
});
