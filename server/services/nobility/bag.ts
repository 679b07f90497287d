import { and, desc, eq, gt } from "drizzle-orm";
import type { NobilityBag } from "@/lib/contracts/room-money";
import type { Db } from "../../db/client";
import { nobilityLevels, userNobilities } from "../../db/schema/gifts";
import { nobilityErrors } from "./nobility-errors";
import { findLevel } from "./levels";
import { hornCount } from "./purchase";

/** Unexpired nobilities, noblest first; `current` is the worn one, else the noblest. */
export async function nobilityBag(db: Db, userId: number, now: number): Promise<NobilityBag> {
  const rows = await db
    .select({
      id: nobilityLevels.id,
      name: nobilityLevels.name,
      icon: nobilityLevels.icon,
      nameColor: nobilityLevels.nameColor,
      expiresAt: userNobilities.expiresAt,
      worn: userNobilities.worn,
    })
    .from(userNobilities)
    .innerJoin(nobilityLevels, eq(nobilityLevels.id, userNobilities.nobilityId))
    .where(and(eq(userNobilities.userId, userId), gt(userNobilities.expiresAt, new Date(now))))
    .orderBy(desc(nobilityLevels.id));
  const list = rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString(), worn: r.worn === 1 }));
  const current = list.find((n) => n.worn) ?? list[0] ?? null;
  return { current, list, horns: await hornCount(db, userId) };
}

/** Chooses which owned, unexpired nobility is shown in rooms. */
export async function wearNobility(db: Db, userId: number, nobilityId: number, now: number) {
  await findLevel(db, nobilityId);
  const owned = and(
    eq(userNobilities.userId, userId),
    eq(userNobilities.nobilityId, nobilityId),
    gt(userNobilities.expiresAt, new Date(now)),
  );
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ worn: userNobilities.worn })
      .from(userNobilities)
      .where(owned)
      .for("update");
    if (!row) throw nobilityErrors.notOwned();
    await tx
      .update(userNobilities)
      .set({ worn: 0 })
      .where(and(eq(userNobilities.userId, userId), eq(userNobilities.worn, 1)));
    await tx.update(userNobilities).set({ worn: 1 }).where(owned);
  });
  return nobilityBag(db, userId, now);
}
