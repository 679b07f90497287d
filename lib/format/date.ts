import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { BEIJING_TIME_ZONE } from "@/lib/beijing-time";

dayjs.extend(utc);
dayjs.extend(timezone);

/** Numbers are epoch milliseconds; strings without an offset are Beijing wall-clock times, as the API sends them. */
export type DateInput = number | string | Date | Dayjs;

const HAS_OFFSET = /(?:z|[+-]\d{2}:?\d{2})$/i;

/** The instant as seen in `tz`, or null when the input is missing or unparseable. */
export function toZoned(input: DateInput | null | undefined, tz: string = BEIJING_TIME_ZONE): Dayjs | null {
  if (input === null || input === undefined || input === "") return null;
  // Parsing a bare "2024-05-01 20:00" in the runtime's zone would shift it on servers outside China.
  const instant =
    typeof input === "string" && !HAS_OFFSET.test(input.trim())
      ? dayjs.tz(input.trim(), BEIJING_TIME_ZONE)
      : dayjs(input);
  return instant.isValid() ? instant.tz(tz) : null;
}

function formatWith(pattern: string) {
  return (input: DateInput | null | undefined, tz?: string): string =>
    toZoned(input, tz)?.format(pattern) ?? "";
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Feed times: 刚刚, 5分钟前, 3小时前, 昨天, then MM-DD HH:mm this year or YYYY-MM-DD before. */
export function formatRelative(
  input: DateInput | null | undefined,
  now: DateInput = Date.now(),
  tz: string = BEIJING_TIME_ZONE,
): string {
  const then = toZoned(input, tz);
  const current = toZoned(now, tz);
  if (!then || !current) return "";
  const elapsed = current.valueOf() - then.valueOf();
  if (Math.abs(elapsed) < MINUTE) return "刚刚";
  if (elapsed > 0 && elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`;
  if (elapsed > 0 && elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`;
  if (then.isSame(current.subtract(1, "day"), "day")) return "昨天";
  return then.format(then.isSame(current, "year") ? "MM-DD HH:mm" : "YYYY-MM-DD");
}
