import { and, eq } from "drizzle-orm";
import { beijingDate } from "@/lib/beijing-time";
import {
  EXPERIENCE_RULES,
  experienceForLevel,
  MAX_LEVEL,
  type ExperienceSourceCode,
} from "@/lib/codes/user-levels";
import type { GradeData } from "@/lib/contracts/account";
import type { Db } from "../../db/client";
import { experienceDays } from "../../db/schema/account";
import { users } from "../../db/schema/users";
import { BARRAGE_STYLES } from "../chat/barrage-styles";
import { totalExperience } from "./award";

const LEVEL_MILESTONES = [1, 3, 5, 10, 15, 20, 25, 30];

/** Privileges that really change with the level: the chat's barrage colours. */
function privileges() {
  const byLevel = new Map<number, string[]>();
  for (const s of BARRAGE_STYLES) byLevel.set(s.minLevel, [...(byLevel.get(s.minLevel) ?? []), s.name]);
  return [...byLevel.entries()]
    .sort(([a], [b]) => a - b)
    .map(([level, names]) => ({ level, text: `弹幕颜色：${names.join("、")}` }));
}

/** /v/grade: the user's LV, experience, progress to the next LV, today's earnings per source. */
export async function gradeOf(db: Db, userId: number, now: number): Promise<GradeData> {
  const [[user], experience, today] = await Promise.all([
    db.select({ level: users.level }).from(users).where(eq(users.id, userId)),
    totalExperience(db, userId),
    db
      .select({ source: experienceDays.source, points: experienceDays.points })
      .from(experienceDays)
      .where(and(eq(experienceDays.userId, userId), eq(experienceDays.day, beijingDate(now)))),
  ]);
  const level = user?.level ?? 0;
  const next = Math.min(level + 1, MAX_LEVEL);
  const floor = experienceForLevel(level);
  const ceiling = experienceForLevel(next);
  return {
    level,
    experience,
    maxLevel: MAX_LEVEL,
    currentLevelExperience: floor,
    nextLevelExperience: level >= MAX_LEVEL ? null : ceiling,
    progress:
      level >= MAX_LEVEL
        ? 100
        : Math.max(0, Math.min(100, Math.floor(((experience - floor) * 100) / (ceiling - floor)))),
    sources: (Object.keys(EXPERIENCE_RULES) as unknown as ExperienceSourceCode[]).map((key) => {
      const source = Number(key) as ExperienceSourceCode;
      const rule = EXPERIENCE_RULES[source];
      return {
        source,
        label: rule.label,
        how: rule.how,
        dailyCap: rule.dailyCap,
        today: today.find((t) => t.source === source)?.points ?? 0,
      };
    }),
    levels: LEVEL_MILESTONES.map((lv) => ({ level: lv, experience: experienceForLevel(lv) })),
    privileges: privileges(),
  };
}
