import { asc, eq } from "drizzle-orm";
import type { NobilityLevel } from "@/lib/contracts/room-money";
import type { Db } from "../../db/client";
import { nobilityLevels } from "../../db/schema/gifts";
import { nobilityErrors } from "./nobility-errors";

type LevelRow = typeof nobilityLevels.$inferSelect;

const ENTRY_PERK = { none: null, banner: "进场横幅特效", fullscreen: "全屏进场特效" } as const;

/** The perks as the purchase page lists them, derived from the level's settings. */
export function perksOf(level: LevelRow): string[] {
  return [
    `${level.name}专属勋章`,
    "专属彩色昵称",
    "专属聊天气泡",
    ENTRY_PERK[level.entryEffect],
    level.hornGrant > 0 ? `每次开通赠送${level.hornGrant}个喇叭` : null,
  ].filter((p): p is string => p !== null);
}

export function toNobilityLevel(level: LevelRow): NobilityLevel {
  return {
    id: level.id,
    name: level.name,
    price: level.price,
    days: level.days,
    icon: level.icon,
    nameColor: level.nameColor,
    bubble: { background: level.bubbleBg, border: level.bubbleBorder, color: level.bubbleText },
    entryEffect: level.entryEffect,
    hornGrant: level.hornGrant,
    perks: perksOf(level),
  };
}

export async function listLevels(db: Db): Promise<NobilityLevel[]> {
  const rows = await db.select().from(nobilityLevels).orderBy(asc(nobilityLevels.id));
  return rows.map(toNobilityLevel);
}

export async function findLevel(db: Db, nobilityId: number): Promise<LevelRow> {
  const [row] = await db.select().from(nobilityLevels).where(eq(nobilityLevels.id, nobilityId)).limit(1);
  if (!row) throw nobilityErrors.levelNotFound();
  return row;
}
