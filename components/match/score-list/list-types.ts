import type { BjdcRow, JczqRow, ZcRow } from "@/lib/contracts/football-lists";
import type { MatchRow } from "@/lib/contracts/match-list";

/** A row of any football list: the shared columns plus whatever its lottery adds. */
export type ListRow = MatchRow &
  Partial<Pick<JczqRow, "jczq">> &
  Partial<Pick<BjdcRow, "bjdc">> &
  Partial<Pick<ZcRow, "zcNo">> & { followedAt?: string };

/** The list pages; each is also the key its pins are saved under. */
export type ListVariant = "live" | "end" | "next" | "jczq" | "bjdc" | "zc" | "collect";

export type ColumnKey =
  | "pick"
  | "no"
  | "league"
  | "time"
  | "state"
  | "home"
  | "score"
  | "away"
  | "half"
  | "corner"
  | "handicap"
  | "total"
  | "sp"
  | "live"
  | "links";

const COMMON: ColumnKey[] = ["league", "time", "state", "home", "score", "away", "half", "corner"];
const ODDS: ColumnKey[] = ["handicap", "total", "live", "links"];

export const COLUMNS: Record<ListVariant, ColumnKey[]> = {
  live: ["pick", ...COMMON, ...ODDS],
  end: ["pick", ...COMMON, ...ODDS],
  next: ["pick", "league", "time", "state", "home", "score", "away", ...ODDS],
  jczq: ["pick", "no", ...COMMON, "sp", "live", "links"],
  bjdc: ["pick", "no", ...COMMON, "sp", "live", "links"],
  zc: ["pick", "no", ...COMMON, ...ODDS],
  collect: ["pick", ...COMMON, ...ODDS],
};

/** Lists whose rows move between 进行中 / 未开赛 / 已完场 as matches start and end. */
export const SECTIONED: ReadonlySet<ListVariant> = new Set(["live", "collect"]);

/** Lists spanning several days show the date with the kick-off time. */
export const MULTI_DAY: ReadonlySet<ListVariant> = new Set(["bjdc", "zc", "collect"]);
