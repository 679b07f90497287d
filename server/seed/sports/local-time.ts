import { DAY, MINUTE } from "@/lib/beijing-time";
import { partsIn } from "@/lib/format/date";

/**
 * Seed-only: the instant of a wall-clock time in a league's own time zone (IANA name), daylight
 * saving included as the runtime's time-zone data has it (Europe's last Sundays of March and
 * October, the US's second Sunday of March and first of November, Australia's first Sundays of
 * October and April; Brazil, Argentina, Mexico, Japan and Korea keep one offset all year).
 * lib/beijing-time.ts stays the one place for Beijing time; this only turns local slots into instants.
 */

/** Minutes the zone's clock is ahead of UTC at `ms`. */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  const p = partsIn(ms, zone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((wall - Math.floor(ms / MINUTE) * MINUTE) / MINUTE);
}

const noonOffsets = new Map<string, number>();

/**
 * Epoch ms of `date` ("YYYY-MM-DD") + `days`, at hh:mm on the zone's clock. Clocks change in the
 * small hours, so from 04:00 on a day keeps its noon offset (cached per zone and day).
 */
export function zonedTime(zone: string, date: string, days: number, hh: number, mm: number): number {
  const [y, m, d] = date.split("-").map(Number);
  const midnight = Date.UTC(y!, m! - 1, d!) + days * DAY;
  const wall = midnight + (hh * 60 + mm) * MINUTE;
  if (hh >= 4) {
    const key = `${zone}|${midnight}`;
    let offset = noonOffsets.get(key);
    if (offset === undefined) {
      offset = exactOffset(zone, midnight + 12 * 60 * MINUTE);
      noonOffsets.set(key, offset);
    }
    return wall - offset * MINUTE;
  }
  return wall - exactOffset(zone, wall) * MINUTE;
}

/** Offset (minutes) that puts the wall-clock instant `wall` (as if UTC) on the zone's clock. */
function exactOffset(zone: string, wall: number): number {
  return zoneOffsetMinutes(zone, wall - zoneOffsetMinutes(zone, wall) * MINUTE);
}
