import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wallets } from "@/server/db/schema/wallet";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("balances", () => {
  it("reads zero for a user without a wallet and creates the row", async () => {
    const { user, token } = await createUser(api);
    const res = await api.get("/pay/balances", {}, { token });
    expect(res.body).toEqual({ code: 200, message: "success", data: { balance: 0, ticket: 0 } });
    const rows = await api.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(rows).toEqual([{ userId: user.id, balance: 0, ticket: 0, income: 0 }]);
    expect((await api.get("/pay/balances", {}, { token })).body.data).toEqual({ balance: 0, ticket: 0 });
  });

  it("reports diamonds and tickets, and coin as the diamond balance", async () => {
    const { user, token } = await createUser(api, { level: 5, portrait: "/images/avatars/3.svg" });
    await api.db.insert(wallets).values({ userId: user.id, balance: 1280, ticket: 6 });
    expect((await api.get("/pay/balances", {}, { token })).body.data).toEqual({ balance: 1280, ticket: 6 });
    expect((await api.get("/api/user/coin", {}, { token })).body.data).toEqual({ coin: 1280 });
    const info = await api.get("/api/user/info", {}, { token });
    expect(info.body.data).toEqual({
      userId: user.id,
      nickName: user.nickName,
      portrait: "/images/avatars/3.svg",
      level: 5,
      balance: 1280,
      coin: 1280,
    });
  });

  it("shows each token only its own wallet, and a visitor nothing", async () => {
    const rich = await createUser(api);
    const poor = await createUser(api);
    await api.db.insert(wallets).values({ userId: rich.user.id, balance: 999 });
    for (const path of ["/pay/balances", "/api/user/coin", "/api/user/info"]) {
      const res = await api.get(path, { userId: rich.user.id }, { token: poor.token });
      expect(JSON.stringify(res.body.data), path).not.toContain("999");
      const visitor = await api.get(path);
      expect(visitor.status, path).toBe(401);
      expect(visitor.body.code).toBe(401);
    }
  });
});
