/**
 * Beijing time, the one zone the product shows. China keeps UTC+8 all year (no daylight saving),
 * so calendar boundaries are plain arithmetic that the web and the api share.
 */
export const BEIJING_TIME_ZONE = "Asia/Shanghai";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const OFFSET = 8 * HOUR;
// A match day of the score lists runs from 12:00 to 12:00 (as 竞彩 sells it), so an NBA game at
// 08:30 belongs to the evening before, where a Chinese fan looks for it.
const BUSINESS_DAY_STARTS_AT = 12 * HOUR;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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

/** "HH:mm" on the Beijing wall clock. */
export function beijingClock(ms: number): string {
  return new Date(ms + OFFSET).toISOString().slice(11, 16);
}

/** Epoch ms of a Beijing wall-clock time. */
export function beijingTime(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) - OFFSET;
}

/** Epoch ms of Beijing midnight starting the day of `ms`. */
export function beijingMidnight(ms: number): number {
  return Math.floor((ms + OFFSET) / DAY) * DAY - OFFSET;
}

/** Epoch ms of Monday 00:00 Beijing of the week of `ms`. */
export function beijingMonday(ms: number): number {
  return beijingMidnight(ms) - beijingParts(ms).weekday * DAY;
}

/** Epoch ms of the first day of the Beijing month of `ms`, 00:00. */
export function beijingMonthStart(ms: number): number {
  const { year, month } = beijingParts(ms);
  return beijingTime(year, month, 1);
}

/** Weeks since the Monday before 1970-01-01 Beijing: a stable index for "every other week" rules. */
export function weekIndex(ms: number): number {
  return Math.round((beijingMonday(ms) + OFFSET + 3 * DAY) / (7 * DAY));
}

/** "YYYY-MM-DD" naming a real day of the Gregorian calendar, 1900 or later. */
export function isCalendarDate(ymd: string): boolean {
  const m = DATE.exec(ymd);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Epoch ms of 00:00 Beijing on a "YYYY-MM-DD" date. */
export function beijingDayStart(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`not a date: ${date}`);
  const [y, m, d] = date.split("-").map(Number);
  return beijingTime(y!, m!, d!);
}

/** "YYYY-MM-DD" of the business day (12:00 to 12:00 Beijing) an instant belongs to. */
export function businessDate(ms: number): string {
  return beijingDate(ms - BUSINESS_DAY_STARTS_AT);
}

/** The instants a business day covers: [from, to). */
export function businessDayRange(date: string): { from: Date; to: Date } {
  const from = beijingDayStart(date) + BUSINESS_DAY_STARTS_AT;
  return { from: new Date(from), to: new Date(from + DAY) };
}

/** The business date `days` after `date` (negative for before). */
export function shiftDate(date: string, days: number): string {
  return businessDate(businessNoon(date) + days * DAY);
}

/** Noon Beijing of a business date: a "now" that makes the day-tab helpers call that date today. */
export function businessNoon(date: string): number {
  return beijingDayStart(date) + BUSINESS_DAY_STARTS_AT;
}
