import { BEIJING_TIME_ZONE } from "@/lib/beijing-time";

// lib/format/date goes through dayjs.tz (~0.5 ms a call); a table formats hundreds of kick-offs,
// so it reuses one Intl formatter. Same output: China time, 24-hour clock.
const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: BEIJING_TIME_ZONE,
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function pieces(iso: string) {
  const map: Record<string, string> = {};
  for (const p of parts.formatToParts(new Date(iso))) map[p.type] = p.value;
  return map;
}

/** "20:00" */
export function kickoffTime(iso: string): string {
  const p = pieces(iso);
  return `${p.hour}:${p.minute}`;
}

/** "11-21 20:00" */
export function kickoffDayTime(iso: string): string {
  const p = pieces(iso);
  return `${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
