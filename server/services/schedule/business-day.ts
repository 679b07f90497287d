/**
 * A match day of the score lists runs from 12:00 to 12:00 Beijing time (as 竞彩 sells it), so an
 * NBA game at 08:30 belongs to the evening before, where a Chinese fan looks for it.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BEIJING_OFFSET = 8 * HOUR;
const DAY_STARTS_AT = 12 * HOUR;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" of the business day an instant belongs to. */
export function businessDate(ms: number): string {
  return new Date(ms + BEIJING_OFFSET - DAY_STARTS_AT).toISOString().slice(0, 10);
}

/** The instants a business day covers: [from, to). */
export function businessDayRange(date: string): { from: Date; to: Date } {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const from = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - BEIJING_OFFSET + DAY_STARTS_AT;
  return { from: new Date(from), to: new Date(from + DAY) };
}

/** The business date `days` after `date` (negative for before). */
export function shiftDate(date: string, days: number): string {
  return businessDate(businessDayRange(date).from.getTime() + days * DAY);
}

/** Noon Beijing of a business date: a "now" that makes the date helpers of lib/date-range call it today. */
export function businessNoon(date: string): number {
  return businessDayRange(date).from.getTime();
}
