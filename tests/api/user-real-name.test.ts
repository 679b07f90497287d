import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idCardCheckChar } from "@/lib/id-card";
import { users } from "@/server/db/schema/users";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const idCard = (birth: string, seq = "123") => {
  const first17 = `110105${birth.replaceAll("-", "")}${seq}`;
  return first17 + idCardCheckChar(first17);
};

describe("/user/center/real-name", () => {
  it("reports not verified, then verifies once with masked values and no plain number stored", async () => {
    const { user, token } = await createUser(api);
    const before = await api.get("/user/center/real-name", {}, { token });
    expect(before.body.data).toEqual({ status: 0, realName: "", idCard: "", verifiedAt: null });

    const id = idCard("1990-06-24");
    const res = await api.postJson("/user/center/real-name", { realName: "张伟", idCard: id }, { token });
    expect(res.body).toMatchObject({ code: 200, message: "实名认证成功" });
    expect(res.body.data).toMatchObject({
      status: 1,
      realName: "张*",
      idCard: `110***********${id.slice(-4)}`,
    });

    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(JSON.stringify(row)).not.toContain(id);
    expect(JSON.stringify(row)).not.toContain("张伟");
    const info = await api.get("/user/center/info", {}, { token });
    expect(info.body.data.realNameVerified).toBe(true);

    const again = await api.postForm(
      "/user/center/real-name",
      { realName: "李娜", idCard: idCard("1985-01-01") },
      { token },
    );
    expect(again.body).toEqual({ code: 10104, message: "已完成实名认证，认证信息不可修改", data: null });
  });

  it("accepts a name with a middle dot, a lower-case x, and a user who turns 18 today", async () => {
    const { token } = await createUser(api);
    let id = idCard("2008-11-22", "002");
    for (let seq = 3; !id.endsWith("X"); seq++) id = idCard("2008-11-22", String(seq).padStart(3, "0"));
    const res = await api.postJson(
      "/user/center/real-name",
      { realName: "迪丽热巴·迪力木拉提", idCard: id.toLowerCase() },
      { token },
    );
    expect(res.body).toMatchObject({ code: 200, data: { status: 1, realName: "迪*********" } });
  });

  it("refuses someone under 18", async () => {
    const { token } = await createUser(api);
    const res = await api.postJson(
      "/user/center/real-name",
      { realName: "王小明", idCard: idCard("2008-11-23") },
      { token },
    );
    expect(res.body).toEqual({ code: 10106, message: "未满18周岁，无法完成实名认证", data: null });
  });

  it("refuses an ID number another account already verified", async () => {
    const id = idCard("1988-08-08", "456");
    const first = await createUser(api);
    const second = await createUser(api);
    expect(
      (await api.postJson("/user/center/real-name", { realName: "刘洋", idCard: id }, { token: first.token }))
        .body.code,
    ).toBe(200);
    const res = await api.postJson(
      "/user/center/real-name",
      { realName: "刘洋", idCard: id },
      { token: second.token },
    );
    expect(res.body).toEqual({ code: 10105, message: "该身份证号已被其他账号认证", data: null });
    const status = await api.get("/user/center/real-name", {}, { token: second.token });
    expect(status.body.data.status).toBe(0);
  });

  it("refuses malformed names and ID numbers with a 400", async () => {
    const { token } = await createUser(api);
    const good = idCard("1990-01-01");
    const wrongCheck = good.slice(0, 17) + (good[17] === "0" ? "1" : "0");
    const cases = [
      { realName: "张", idCard: good },
      { realName: "Zhang Wei", idCard: good },
      { realName: "张".repeat(21), idCard: good },
      { realName: "张伟", idCard: wrongCheck },
      { realName: "张伟", idCard: "11010519900230123" + "1" },
      { realName: "张伟", idCard: good.slice(0, 15) },
      { realName: "张伟" },
      { realName: ["张伟"], idCard: good },
    ];
    for (const body of cases) {
      const res = await api.postJson("/user/center/real-name", body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const check = await api.postJson(
      "/user/center/real-name",
      { realName: "张伟", idCard: wrongCheck },
      { token },
    );
    expect(check.body.message).toContain("请输入正确的18位身份证号码");
    expect((await api.postRaw("/user/center/real-name", "{", "application/json", { token })).status).toBe(
      400,
    );
  });

  it("needs a signed-in user, and shows each user only their own status", async () => {
    expect((await api.get("/user/center/real-name")).status).toBe(401);
    expect(
      (await api.postJson("/user/center/real-name", { realName: "张伟", idCard: idCard("1990-01-01") }))
        .status,
    ).toBe(401);
    const a = await createUser(api);
    const b = await createUser(api);
    await api.postJson(
      "/user/center/real-name",
      { realName: "赵敏", idCard: idCard("1991-03-03", "789") },
      { token: a.token },
    );
    const bStatus = await api.get("/user/center/real-name", { userId: a.user.id }, { token: b.token });
    expect(bStatus.body.data.status).toBe(0);
  });
});
