export type BasketVariant = "live" | "end" | "next" | "jclq";

export type BasketColumn =
  | "pick"
  | "no"
  | "league"
  | "time"
  | "state"
  | "team"
  | "quarters"
  | "total"
  | "diffSum"
  | "spWin"
  | "handicap"
  | "overUnder"
  | "live"
  | "links";

const HEAD: BasketColumn[] = ["pick", "league", "time", "state", "team"];
const TAIL: BasketColumn[] = ["handicap", "overUnder", "live", "links"];

/** The columns of each list; "quarters" stands for 一 二 三 四 加时. */
export const BASKET_COLUMNS: Record<BasketVariant, BasketColumn[]> = {
  live: [...HEAD, "quarters", "total", "diffSum", ...TAIL],
  end: [...HEAD, "quarters", "total", "diffSum", ...TAIL],
  next: [...HEAD, ...TAIL],
  jclq: [
    "pick",
    "no",
    "league",
    "time",
    "state",
    "team",
    "quarters",
    "total",
    "spWin",
    "handicap",
    "overUnder",
    "links",
  ],
};

/** Columns that span both lines of a game (the others have a home line and an away line). */
export const SPANNING: ReadonlySet<BasketColumn> = new Set([
  "pick",
  "no",
  "league",
  "time",
  "state",
  "diffSum",
  "live",
  "links",
]);

export const QUARTER_KEYS = ["q1", "q2", "q3", "q4", "ot"] as const;
