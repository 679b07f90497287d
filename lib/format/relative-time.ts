import { BEIJING_TIME_ZONE, DAY, HOUR, MINUTE } from "@/lib/beijing-time";
import { formatParts, partsIn, toInstant, type DateInput, type Parts } from "./date";

/*
 * Times said relative to now: feed times and a mute's end. Their own module, so pages that only
 * print dates do not carry them.
 */

/** The calendar day of a wall clock, shifted by `days`, as YYYY-MM-DD. */
function calendarDay(p: Parts, days = 0): string {
  return new Date(Date.UTC(p.year, p.month - 1, p.day) + days * DAY).toISOString().slice(0, 10);
}

/** HH:mm when `until` falls on the day of `now`, MM-DD HH:mm on a later day (a mute's end). */
export function formatUntil(until: DateInput, now: DateInput, tz: string = BEIJING_TIME_ZONE): string {
  const end = toInstant(until);
  const current = toInstant(now);
  if (end === null || current === null) return "";
  const then = partsIn(end, tz);
  return formatParts(then, calendarDay(then) === calendarDay(partsIn(current, tz)) ? "HH:mm" : "MM-DD HH:mm");
}

/** Feed times: 刚刚, 5分钟前, 3小时前, 昨天, then MM-DD HH:mm this year or YYYY-MM-DD before. */
export function formatRelative(
  input: DateInput | null | undefined,
  now: DateInput = Date.now(),
  tz: string = BEIJING_TIME_ZONE,
): string {
  const thenMs = toInstant(input);
  const nowMs = toInstant(now);
  if (thenMs === null || nowMs === null) return "";
  const elapsed = nowMs - thenMs;
  if (Math.abs(elapsed) < MINUTE) return "刚刚";
  if (elapsed > 0 && elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`;
  if (elapsed > 0 && elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`;
  const then = partsIn(thenMs, tz);
  const current = partsIn(nowMs, tz);
  if (calendarDay(then) === calendarDay(current, -1)) return "昨天";
  return formatParts(then, then.year === current.year ? "MM-DD HH:mm" : "YYYY-MM-DD");
}
