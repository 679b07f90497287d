import { beijingDate, beijingParts, DAY, HOUR, MINUTE } from "@/lib/beijing-time";

/** Seed-only scheduling on top of lib/beijing-time: weekly slots and the 竞彩 business day. */
const WEEKDAY_CHARS = ["一", "二", "三", "四", "五", "六", "日"] as const;

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
