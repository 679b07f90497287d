import { BEIJING_TIME_ZONE, HOUR } from "@/lib/beijing-time";

/**
 * Dates as the product shows them, on the browser's own Intl (no date library reaches the
 * bundle). Numbers are epoch milliseconds; strings without an offset are Beijing wall-clock
 * times, as the API sends them; anything with valueOf() (a Date, a Dayjs) is its instant.
 */
export type DateInput = number | string | Date | { valueOf(): number };

const HAS_OFFSET = /(?:z|[+-]\d{2}:?\d{2})$/i;
// The wall-clock forms dayjs reads: 2024-05-01, 2024-05-01 20:00, 2024-05-01T20:00:00.123.
const WALL_CLOCK =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
const BEIJING_OFFSET = 8 * HOUR;

/** The instant of an input, or null when it is missing or unparseable. */
export function toInstant(input: DateInput | null | undefined): number | null {
  if (input === null || input === undefined || input === "") return null;
  let ms: number;
  if (typeof input === "string") {
    const text = input.trim();
    // Parsing a bare "2024-05-01 20:00" in the runtime's zone would shift it on servers outside China.
    const wall = HAS_OFFSET.test(text) ? null : WALL_CLOCK.exec(text);
    if (wall) {
      const [, y, mo = "1", d = "1", h = "0", mi = "0", s = "0", frac = "0"] = wall;
      const milli = Number(frac.slice(0, 3).padEnd(3, "0"));
      ms = Date.UTC(+y!, +mo - 1, +d || 1, +h, +mi, +s, milli) - BEIJING_OFFSET;
    } else ms = HAS_OFFSET.test(text) ? Date.parse(text) : Number.NaN;
  } else ms = typeof input === "number" ? input : input.valueOf();
  return Number.isFinite(ms) ? ms : null;
}

/** A wall clock's fields. */
export type Parts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `ms` in `tz`. */
export function partsIn(ms: number, tz: string): Parts {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(tz, f);
  }
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const p of f.formatToParts(ms)) if (p.type in parts) parts[p.type as keyof Parts] = Number(p.value);
  return parts;
}

const two = (n: number) => String(n).padStart(2, "0");
const PATTERN = /YYYY|MM|DD|HH|mm|ss/g;

/** A wall clock in a pattern of YYYY, MM, DD, HH, mm and ss. */
export function formatParts(p: Parts, pattern: string): string {
  const values: Record<string, string> = {
    YYYY: String(p.year),
    MM: two(p.month),
    DD: two(p.day),
    HH: two(p.hour),
    mm: two(p.minute),
    ss: two(p.second),
  };
  return pattern.replace(PATTERN, (token) => values[token]!);
}

function formatWith(pattern: string) {
  return (input: DateInput | null | undefined, tz: string = BEIJING_TIME_ZONE): string => {
    const ms = toInstant(input);
    return ms === null ? "" : formatParts(partsIn(ms, tz), pattern);
  };
}

/** "2024-05-01 20:00:00" */
export const formatDateTime = formatWith("YYYY-MM-DD HH:mm:ss");
/** "2024-05-01" */
export const formatDate = formatWith("YYYY-MM-DD");
/** "05-01 20:00" */
export const formatMonthDayTime = formatWith("MM-DD HH:mm");
/** "05-01" */
export const formatMonthDay = formatWith("MM-DD");
/** "20:00" */
export const formatTime = formatWith("HH:mm");
