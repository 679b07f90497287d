import { beijingDate, beijingParts, HOUR, MINUTE } from "@/lib/beijing-time";
import { zonedTime, zoneOffsetMinutes } from "./local-time";

/** Seed-only scheduling on top of lib/beijing-time: weekly slots and the 竞彩 business day. */
const WEEKDAY_CHARS = ["一", "二", "三", "四", "五", "六", "日"] as const;

/**
 * Slot "d HH:mm" (d days after Monday, on the clock of `zone`) of the week whose Beijing Monday is
 * `monday`: the zone's own Monday of that date, so a Saturday 15:00 in London stays a Saturday.
 */
export function slotTime(monday: number, slot: string, zone: string): number {
  const [d, hm] = slot.split(" ");
  const [h, m] = hm.split(":").map(Number);
  return zonedTime(zone, beijingDate(monday), Number(d), h, m);
}

/** "HH:mm" and weekday (0 Monday) of an instant on the clock of `zone`: the inverse of slotTime. */
export function localSlot(t: number, zone: string): string {
  const local = t + zoneOffsetMinutes(zone, t) * MINUTE - 8 * HOUR;
  const { weekday, hour, minute } = beijingParts(local);
  return `${weekday} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** Expands "5 23:00x4" into four "5 23:00". */
const expanded = new WeakMap<readonly string[], string[]>();
export function expandSlots(slots: readonly string[]): string[] {
  const hit = expanded.get(slots);
  if (hit) return hit;
  const out = slots.flatMap((s) => {
    const [slot, times] = s.split("x");
    return Array.from({ length: times ? Number(times) : 1 }, () => slot);
  });
  expanded.set(slots, out);
  return out;
}

/**
 * 竞彩 business day: a day's sales run until noon the next day, so a 03:45 kick-off belongs to the
 * day before. Returns the date and its weekday character (一 … 日).
 */
export function lotteryBusinessDay(kickoff: number) {
  const shifted = kickoff - 12 * HOUR;
  return { date: beijingDate(shifted), weekdayChar: WEEKDAY_CHARS[beijingParts(shifted).weekday] };
}
