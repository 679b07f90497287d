import { and, eq, gt, max } from "drizzle-orm";
import type { z } from "zod";
import type { bubbleStyle } from "@/lib/contracts/room-money";
import type { Db } from "../../db/client";
import { userNobilities } from "../../db/schema/gifts";
import { listLevels } from "./levels";

const PLAIN_BUBBLE = { id: 0, name: "普通气泡", background: "#F5F6F8", border: "#E5E7EB", color: "#333333" };

/** Every chat bubble; a nobility unlocks its own bubble and those of the lower ranks. */
export async function chatBubbles(
  db: Db,
  userId: number | null,
  now: number,
): Promise<z.infer<typeof bubbleStyle>[]> {
  const levels = await listLevels(db);
  let highest = 0;
  if (userId !== null) {
    const [row] = await db
      .select({ id: max(userNobilities.nobilityId) })
      .from(userNobilities)
      .where(and(eq(userNobilities.userId, userId), gt(userNobilities.expiresAt, new Date(now))));
    highest = row?.id ?? 0;
  }
  return [
    { ...PLAIN_BUBBLE, available: true },
    ...levels.map((l) => ({ id: l.id, name: `${l.name}气泡`, ...l.bubble, available: l.id <= highest })),
  ];
}
