const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Today in China (UTC+8 all year) as YYYY-MM-DD. */
export function chinaToday(nowMs: number): string {
  return new Date(nowMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The China-time month as yyyymm, used to spread uploads over folders. */
export function chinaMonth(nowMs: number): string {
  return chinaToday(nowMs).slice(0, 7).replace("-", "");
}
