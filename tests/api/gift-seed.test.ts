import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "@/server/seed/people";
import { seedRoomMoney } from "@/server/seed/room-money";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { expectBooksBalanced, fund, walletOf } from "./wallet-support";

let api: TestApi;
let demoFan: Awaited<ReturnType<typeof createUser>>;
let demoAnchor: Awaited<ReturnType<typeof createAnchor>>;
let summary: Awaited<ReturnType<typeof seedRoomMoney>>;
beforeAll(async () => {
  api = await createTestApi();
  demoFan = await createUser(api, { mobile: demoAccounts[0].mobile, nickName: demoAccounts[0].nickName });
  await fund(api, demoFan.user.id, 5000);
  demoAnchor = await createAnchor(
    api,
    {},
    { mobile: demoAccounts[1].mobile, nickName: demoAccounts[1].nickName },
  );
  for (let i = 0; i < 4; i++) await createAnchor(api);
  for (let i = 0; i < 20; i++) await fund(api, (await createUser(api)).user.id, 300 * (i + 1));
  summary = await seedRoomMoney(api.db, { seed: 11, now: api.clock.now });
});
afterAll(() => api.close());

describe("room money demo data", () => {
  it("fills the catalogue, today's rich list, the demo anchor's contributors and the horns", async () => {
    expect(summary.gifts).toBeGreaterThan(30);
    expect(summary.nobilities).toBeGreaterThan(0);
    expect((await api.get("/api/chat/gift/all")).body.data).toHaveLength(16);
    expect((await api.get("/pay/room/nobility/list")).body.data).toHaveLength(7);
    expect((await api.get("/api/rank/price", { rankType: 1 })).body.data.list.length).toBeGreaterThan(0);
    const rank = await api.get("/pay/room/user/rank", { anchorId: demoAnchor.user.id });
    expect(rank.body.data.list.length).toBeGreaterThan(3);
    expect((await walletOf(api, demoAnchor.user.id)).income).toBeGreaterThan(0);
    expect((await api.get("/api/horn/list")).body.data.total).toBe(summary.horns);
  });

  it("goes through the ledger and leaves the demo fan's 5,000 diamonds alone", async () => {
    await expectBooksBalanced(api);
    expect((await walletOf(api, demoFan.user.id)).balance).toBe(5000);
  });

  it("adds nothing to the catalogue when run again", async () => {
    await seedRoomMoney(api.db, { seed: 12, now: api.clock.now });
    expect((await api.get("/api/chat/gift/all")).body.data).toHaveLength(16);
    await expectBooksBalanced(api);
  });
});
