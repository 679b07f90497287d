import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/users";
import { createScratchDatabase, TEST_DATABASE_URL } from "../support/pg-database";
import { createTestApi, type TestApi } from "../support/test-api";
import {
  encryptPasswords,
  fromIp,
  loginByPassword,
  newIp,
  newMobile,
  sendCode,
  userWithPassword,
} from "./auth-helpers";

// PGlite runs one query at a time and hides races; these only prove something on PostgreSQL.
describe.skipIf(!TEST_DATABASE_URL)("account races on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let api: TestApi;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    api = await createTestApi({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await api?.close();
    await scratch?.drop();
  });

  it("spends one SMS code once, however many logins race for it", async () => {
    const mobile = newMobile("137");
    const verifyCode = await sendCode(api, mobile, 1);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.postJson("/user/login", { mobile, mode: 1, verifyCode }, fromIp(newIp())),
      ),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(await api.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
  });

  it("locks the account when wrong passwords arrive in parallel", async () => {
    const { mobile, password } = await userWithPassword(api);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { key, iv, values } = await encryptPasswords(api, "wrong000");
        return api.postJson(
          "/user/login",
          { mobile, mode: 0, password: values[0], key, iv },
          fromIp(newIp()),
        );
      }),
    );
    expect(guesses.every((g) => g.body.code === 10011 || g.body.code === 10012)).toBe(true);
    expect((await loginByPassword(api, mobile, password)).body.code).toBe(10012);
  });
});
