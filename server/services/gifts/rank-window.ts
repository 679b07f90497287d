import type { RankRange } from "@/lib/contracts/room-money";

const DAY_MS = 86_400_000;
// China keeps UTC+8 all year, so calendar boundaries are plain arithmetic.
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Start of the rank window in China time (today, this week from Monday, this month); null for all time. */
export function rankWindowStart(range: RankRange, now: number): Date | null {
  if (range === "all") return null;
  const local = now + CHINA_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  if (range === "day") return new Date(dayStart - CHINA_OFFSET_MS);
  if (range === "week") {
    const sinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
    return new Date(dayStart - sinceMonday * DAY_MS - CHINA_OFFSET_MS);
  }
  const d = new Date(dayStart);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - CHINA_OFFSET_MS);
}
