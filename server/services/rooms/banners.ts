import { asc, eq } from "drizzle-orm";
import type { Banner } from "@/lib/contracts/rooms";
import type { Db } from "../../db/client";
import { banners } from "../../db/schema/room-activity";

/** `/api/banner/list`: a carousel's slides in their set order. */
export function bannerList(db: Db, position: number): Promise<Banner[]> {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      image: banners.image,
      jumpType: banners.jumpType,
      innerId: banners.innerId,
      targetId: banners.targetId,
      url: banners.url,
    })
    .from(banners)
    .where(eq(banners.position, position))
    .orderBy(asc(banners.sort), asc(banners.id));
}
