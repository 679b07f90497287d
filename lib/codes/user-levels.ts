/**
 * The level system (/v/grade): one rule from experience to LV, used for users.level, which the
 * header, chat, ranks and cards show. LV n needs 100·n² experience; LV 30 is the top.
 */
export const MAX_LEVEL = 30;
const POINTS_PER_STEP = 100;

export const experienceForLevel = (level: number) =>
  POINTS_PER_STEP * Math.min(Math.max(level, 0), MAX_LEVEL) ** 2;

export function levelForExperience(experience: number): number {
  if (!(experience > 0)) return 0;
  return Math.min(MAX_LEVEL, Math.floor(Math.sqrt(experience / POINTS_PER_STEP)));
}

/** Where experience comes from, with what one action earns and the daily cap. */
export const ExperienceSource = { DailyVisit: 1, Watching: 2, Chatting: 3, Gifts: 4 } as const;
export type ExperienceSourceCode = (typeof ExperienceSource)[keyof typeof ExperienceSource];

export const EXPERIENCE_RULES: Record<
  ExperienceSourceCode,
  { label: string; how: string; dailyCap: number }
> = {
  1: { label: "每日访问", how: "每天首次登录访问 +10", dailyCap: 10 },
  2: { label: "观看直播", how: "观看直播每分钟 +1", dailyCap: 60 },
  3: { label: "直播聊天", how: "每发一条弹幕或聊天 +2", dailyCap: 40 },
  4: { label: "赠送礼物", how: "每送出 10 钻石礼物 +1", dailyCap: 500 },
};

export const EXPERIENCE_PER_VISIT = 10;
export const EXPERIENCE_PER_CHAT = 2;
export const DIAMONDS_PER_GIFT_POINT = 10;
