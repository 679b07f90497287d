export const SCHEDULE_HEADS = ["time", "league", "state", "home", "score", "away", "watch", "data"] as const;

/** schedulePage's words, from the server: that namespace stays out of every page's client payload. */
export type ScheduleLabels = {
  heads: Record<(typeof SCHEDULE_HEADS)[number], string>;
  analysis: string;
  live: string;
};
