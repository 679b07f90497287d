/** Beijing time (UTC+8, no daylight saving) helpers for scheduling. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const OFFSET = 8 * HOUR;

const WEEKDAY_CHARS = ["一", "二", "三", "四", "五", "六", "日"] as const;

/** Fields of the Beijing wall clock; weekday 0 = Monday … 6 = Sunday. */
export function beijingParts(ms: number) {
  const d = new Date(ms + OFFSET);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: (d.getUTCDay() + 6) % 7,
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** "YYYY-MM-DD" of the Beijing calendar day. */
export function beijingDate(ms: number): string {
  return new Date(ms + OFFSET).toISOString().slice(0, 10);
}

/** Epoch ms of Beijing midnight starting the day of `ms`. */
export function beijingMidnight(ms: number): number {
  return Math.floor((ms + OFFSET) / DAY) * DAY - OFFSET;
}

/** Epoch ms of Monday 00:00 Beijing of the week of `ms`. */
export function beijingMonday(ms: number): number {
  return beijingMidnight(ms) - beijingParts(ms).weekday * DAY;
}

/** Weeks since the Monday before 1970-01-01 Beijing: a stable index for "every other week" rules. */
export function weekIndex(ms: number): number {
  return Math.round((beijingMonday(ms) + OFFSET + 3 * DAY) / (7 * DAY));
}

/** Epoch ms of a Beijing wall-clock time. */
export function beijingTime(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) - OFFSET;
}

/** Slot "d HH:mm" (d days after Monday) of the week starting at `monday`. */
export function slotTime(monday: number, slot: string): number {
  const [d, hm] = slot.split(" ");
  const [h, m] = hm.split(":").map(Number);
  return monday + Number(d) * DAY + h * HOUR + m * MINUTE;
}

/** Expands "5 23:00x4" into four "5 23:00". */
export function expandSlots(slots: readonly string[]): string[] {
  return slots.flatMap((s) => {
    const [slot, times] = s.split("x");
    return Array.from({ length: times ? Number(times) : 1 }, () => slot);
  });
}

/**
 * 竞彩 business day: a day's sales run until noon the next day, so a 03:45 kick-off belongs to the
 * day before. Returns the date and its weekday character (一 … 日).
 */
export function lotteryBusinessDay(kickoff: number) {
  const shifted = kickoff - 12 * HOUR;
  return { date: beijingDate(shifted), weekdayChar: WEEKDAY_CHARS[beijingParts(shifted).weekday] };
}
