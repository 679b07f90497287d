import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { DATE_RANGE_MAX_ENTRIES } from "./constants";
import { BEIJING_TIME_ZONE } from "./beijing-time";
import { toInstant, type DateInput } from "./format/date";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant as seen in `tz`, for calendar arithmetic (day steps, weekdays). */
function toZoned(input: DateInput, tz: string): Dayjs | null {
  const ms = toInstant(input);
  return ms === null ? null : dayjs(ms).tz(tz);
}

export interface DayTab {
  /** "YYYY-MM-DD", the value to put in the URL or send to the API. */
  date: string;
  /** "MM-DD" */
  monthDay: string;
  /** 今天, 明天, 昨天 or 周一..周日 */
  label: string;
  /** Days from today: -1 yesterday, 0 today, 1 tomorrow. */
  offset: number;
}

export interface DayRangeOptions {
  now?: DateInput;
  tz?: string;
}

const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];
const NEAR_LABELS: Readonly<Record<number, string>> = { [-1]: "昨天", 0: "今天", 1: "明天" };

function today({ now = Date.now(), tz = BEIJING_TIME_ZONE }: DayRangeOptions): Dayjs {
  const zoned = toZoned(now, tz);
  if (!zoned) throw new RangeError(`Invalid "now" for a day range: ${String(now)}`);
  return zoned.startOf("day");
}

function toDayTab(day: Dayjs, base: Dayjs): DayTab {
  const offset = day.startOf("day").diff(base, "day");
  return {
    date: day.format("YYYY-MM-DD"),
    monthDay: day.format("MM-DD"),
    label: NEAR_LABELS[offset] ?? WEEKDAYS[day.day()],
    offset,
  };
}

/** SPEC §9: a range of 8 or more keeps the 7 days nearest today (future wins a tie), still in date order. */
export function trimDayTabs(tabs: DayTab[]): DayTab[] {
  if (tabs.length <= DATE_RANGE_MAX_ENTRIES) return tabs;
  const kept = new Set(
    [...tabs]
      .sort((a, b) => Math.abs(a.offset) - Math.abs(b.offset) || b.offset - a.offset)
      .slice(0, DATE_RANGE_MAX_ENTRIES),
  );
  return tabs.filter((tab) => kept.has(tab));
}

/** Tabs from `past` days ago to `future` days ahead, e.g. dayTabs(0, 6) for a schedule. */
export function dayTabs(past: number, future: number, options: DayRangeOptions = {}): DayTab[] {
  const base = today(options);
  const tabs: DayTab[] = [];
  for (let offset = -past; offset <= future; offset++) {
    tabs.push(toDayTab(base.add(offset, "day"), base));
  }
  return trimDayTabs(tabs);
}

/** Tabs for dates the API lists (e.g. /api/match/dates), sorted, deduplicated and trimmed. */
export function dayTabsFromDates(dates: DateInput[], options: DayRangeOptions = {}): DayTab[] {
  const base = today(options);
  const tz = options.tz ?? BEIJING_TIME_ZONE;
  const byDate = new Map<string, DayTab>();
  for (const input of dates) {
    const day = toZoned(input, tz);
    if (day) byDate.set(day.format("YYYY-MM-DD"), toDayTab(day, base));
  }
  return trimDayTabs([...byDate.values()].sort((a, b) => a.offset - b.offset));
}
