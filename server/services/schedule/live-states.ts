import { inArray } from "drizzle-orm";
import type { MatchLive } from "@/lib/contracts/match-list";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { toMatchLive } from "./match-rows";

/**
 * The live columns of `ids` as they are now: a list page rendered earlier (ISR) catches up on what
 * changed before its stream opened. Unknown ids are left out.
 */
export async function liveStates(db: Db, ids: readonly number[]): Promise<MatchLive[]> {
  const rows = await db
    .select()
    .from(matches)
    .where(inArray(matches.id, [...ids]))
    .orderBy(matches.id);
  return rows.map(toMatchLive);
}
