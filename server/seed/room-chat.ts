import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { chatMessages } from "../db/schema/chat";
import { rooms } from "../db/schema/rooms";
import { users } from "../db/schema/users";
import { createRandom } from "../feed/engine/random";
import { LINE_POOLS } from "../services/audience/audience-lines";

const MINUTE_MS = 60_000;
const CHAT_WINDOW_MIN = 120;

// The simulated audience's event-free lines (services/audience/lines): history never claims a
// goal or a card the bound match did not have.
const footballLines = LINE_POOLS.football.general ?? [];
const basketballLines = LINE_POOLS.basketball.general ?? [];
const talkLines = LINE_POOLS.talk.general ?? [];

/**
 * Every room has the last couple of hours of chat from the demo fans, so a room opens on a
 * conversation the way a real one does, not on an empty list.
 */
export async function seedRoomChat(db: Db, { seed, now }: { seed: number; now: number }) {
  const rnd = createRandom(seed + 11);
  const fans = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAnchor, 0))
    .orderBy(asc(users.id));
  const roomRows = await db
    .select({ id: rooms.id, navId: rooms.navId, matchId: rooms.matchId })
    .from(rooms)
    .orderBy(asc(rooms.id));
  const rows = roomRows.flatMap((room) => {
    const lines =
      room.matchId === null
        ? talkLines
        : room.navId === 1
          ? footballLines
          : room.navId === 2
            ? basketballLines
            : talkLines;
    return Array.from({ length: rnd.int(12, 28) }, () => ({
      roomId: room.id,
      userId: rnd.pick(fans).id,
      content: rnd.pick(rnd.chance(0.8) ? lines : talkLines),
      role: "viewer" as const,
      createdAt: new Date(now - rnd.int(1, CHAT_WINDOW_MIN) * MINUTE_MS),
    }));
  });
  // Oldest first, so ids grow with time like messages sent live.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (rows.length) await db.insert(chatMessages).values(rows);
}
