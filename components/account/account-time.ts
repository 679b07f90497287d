import { beijingClock, beijingDate } from "@/lib/beijing-time";

/** "2026-11-24 19:30" in Beijing time, for the account area's lists. */
export function accountTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? "" : `${beijingDate(ms)} ${beijingClock(ms)}`;
}
