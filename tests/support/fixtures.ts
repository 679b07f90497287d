import { randomInt } from "node:crypto";
import { liveNavs, rooms } from "@/server/db/schema/rooms";
import { follows, users } from "@/server/db/schema/users";
import { createSession } from "@/server/services/auth/sessions";
import type { TestApi } from "./test-api";

type NewUser = typeof users.$inferInsert;
let sequence = 0;

/** Inserts a user (unique mobile and nickname unless given) and signs them in. */
export async function createUser(api: TestApi, overrides: Partial<NewUser> = {}) {
  sequence += 1;
  const suffix = `${sequence}${randomInt(1000, 9999)}`;
  const [user] = await api.db
    .insert(users)
    .values({
      mobile: `138${suffix.padStart(8, "0").slice(-8)}`,
      nickName: `用户${suffix}`,
      ...overrides,
    })
    .returning();
  const { token } = await createSession(api.db, user.id, true, api.clock.now);
  return { user, token };
}

/** An anchor with a room in a "足球" category. */
export async function createAnchor(
  api: TestApi,
  room: Partial<typeof rooms.$inferInsert> = {},
  overrides: Partial<NewUser> = {},
) {
  const anchor = await createUser(api, { isAnchor: 1, ...overrides });
  await api.db.insert(liveNavs).values({ id: 1, name: "足球" }).onConflictDoNothing();
  const [created] = await api.db
    .insert(rooms)
    .values({ anchorId: anchor.user.id, navId: 1, title: `${anchor.user.nickName}的直播间`, ...room })
    .returning();
  return { ...anchor, room: created };
}

export async function follow(api: TestApi, userId: number, targetId: number) {
  await api.db.insert(follows).values({ userId, targetId });
}
