import { and, asc, eq } from "drizzle-orm";
import type { GiftItem } from "@/lib/contracts/room-money";
import type { Db } from "../../db/client";
import { gifts } from "../../db/schema/gifts";
import { giftErrors } from "./gift-errors";

const item = { id: gifts.id, name: gifts.name, price: gifts.price, icon: gifts.icon, effect: gifts.effect };

/** The gift panel, cheapest first. */
export function listGifts(db: Db): Promise<GiftItem[]> {
  return db.select(item).from(gifts).where(eq(gifts.enabled, 1)).orderBy(asc(gifts.sort), asc(gifts.id));
}

export async function findGift(db: Db, giftId: number): Promise<GiftItem> {
  const [row] = await db
    .select(item)
    .from(gifts)
    .where(and(eq(gifts.id, giftId), eq(gifts.enabled, 1)))
    .limit(1);
  if (!row) throw giftErrors.giftNotFound();
  return row;
}
