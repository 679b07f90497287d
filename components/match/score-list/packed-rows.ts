import type { MatchRow, WatchRoom } from "@/lib/contracts/match-list";
import type { ListRow } from "./list-types";
import { LIVE_FIELDS } from "./live-fields";

/**
 * A score list's rows as a server page hands them to its board: positional arrays instead of
 * keyed objects, each league once. The page's payload carries every row next to the rows' HTML:
 * on a full match day (124 rows) the keyed rows were ~150 KB of a 533 KB page, packed ~55 KB.
 * Lossless: `unpackRows(packRows(rows))` deep-equals `rows`.
 */
export type PackedRows = { leagues: unknown[][]; rows: unknown[][] };

type Team = MatchRow["home"];
type League = MatchRow["league"];
type Lines = Omit<NonNullable<MatchRow["odds"]>, "opening">;
type Odds = NonNullable<MatchRow["odds"]>;
/** A lottery list's own columns, kept keyed: only those lists carry them. */
type Extras = Pick<ListRow, "jczq" | "bjdc" | "zcNo" | "followedAt">;

const ROW_KEYS = [
  "id",
  ...LIVE_FIELDS,
  "sportId",
  "kickoff",
  "round",
  "jcNo",
  "bjdcNo",
  "isHot",
  "hasLive",
] as const satisfies readonly (keyof MatchRow)[];
/** Packed after the plain columns above, in this order. */
type NestedKey = "league" | "home" | "away" | "odds" | "watch";
const TEAM_KEYS = ["id", "name", "nameEn", "colour", "colour2", "logo", "rank"] as const;
const LEAGUE_KEYS = ["id", "name", "colour"] as const;
const LINE_KEYS = ["handicap", "handicapHome", "handicapAway", "total", "over", "under"] as const;
const WATCH_KEYS = ["roomId", "nickName", "live"] as const;
const EXTRA_KEYS = ["jczq", "bjdc", "zcNo", "followedAt"] as const satisfies readonly (keyof Extras)[];

// A field added to a row must be packed too: this fails to compile until it is listed above.
type Covers<T, K> = [Exclude<keyof T, K>] extends [never] ? true : false;
const everyFieldListed: [
  Covers<MatchRow, (typeof ROW_KEYS)[number] | NestedKey>,
  Covers<Team, (typeof TEAM_KEYS)[number]>,
  Covers<League, (typeof LEAGUE_KEYS)[number]>,
  Covers<Lines, (typeof LINE_KEYS)[number]>,
  Covers<WatchRoom, (typeof WATCH_KEYS)[number]>,
] = [true, true, true, true, true];
void everyFieldListed;

const toTuple = <T>(value: T, keys: readonly (keyof T)[]): unknown[] => keys.map((key) => value[key]);
const fromTuple = <T>(tuple: readonly unknown[], keys: readonly (keyof T)[]): T =>
  Object.fromEntries(keys.map((key, i) => [key, tuple[i]])) as T;

function packOdds(odds: MatchRow["odds"]): unknown[] | null {
  if (!odds) return null;
  const lines = toTuple<Lines>(odds, LINE_KEYS);
  if (odds.opening === undefined) return lines;
  return [...lines, odds.opening && toTuple<Lines>(odds.opening, LINE_KEYS)];
}

function unpackOdds(packed: unknown[] | null): MatchRow["odds"] {
  if (!packed) return null;
  const odds: Odds = fromTuple<Lines>(packed, LINE_KEYS);
  if (packed.length > LINE_KEYS.length) {
    const opening = packed[LINE_KEYS.length] as unknown[] | null;
    odds.opening = opening && fromTuple<Lines>(opening, LINE_KEYS);
  }
  return odds;
}

function extrasOf(row: ListRow): Extras | null {
  const entries = EXTRA_KEYS.flatMap((key) => (row[key] === undefined ? [] : [[key, row[key]]]));
  return entries.length ? (Object.fromEntries(entries) as Extras) : null;
}

export function packRows(rows: readonly ListRow[]): PackedRows {
  const leagueIndex = new Map<number, number>();
  const leagues: unknown[][] = [];
  const packed = rows.map((row) => {
    let league = leagueIndex.get(row.league.id);
    if (league === undefined) {
      league = leagues.push(toTuple<League>(row.league, LEAGUE_KEYS)) - 1;
      leagueIndex.set(row.league.id, league);
    }
    const tuple = [
      ...toTuple<MatchRow>(row, ROW_KEYS),
      league,
      toTuple<Team>(row.home, TEAM_KEYS),
      toTuple<Team>(row.away, TEAM_KEYS),
      packOdds(row.odds),
      row.watch.map((room) => toTuple<WatchRoom>(room, WATCH_KEYS)),
    ];
    const extras = extrasOf(row);
    return extras ? [...tuple, extras] : tuple;
  });
  return { leagues, rows: packed };
}

export function unpackRows({ leagues, rows }: PackedRows): ListRow[] {
  const leagueRefs = leagues.map((tuple) => fromTuple<League>(tuple, LEAGUE_KEYS));
  const n = ROW_KEYS.length;
  return rows.map((tuple) => {
    const [league, home, away, odds, watch, extras] = tuple.slice(n) as [
      number,
      unknown[],
      unknown[],
      unknown[] | null,
      unknown[][],
      Extras | undefined,
    ];
    return {
      ...fromTuple<Omit<MatchRow, NestedKey>>(tuple, ROW_KEYS),
      league: leagueRefs[league]!,
      home: fromTuple<Team>(home, TEAM_KEYS),
      away: fromTuple<Team>(away, TEAM_KEYS),
      odds: unpackOdds(odds),
      watch: watch.map((room) => fromTuple<WatchRoom>(room, WATCH_KEYS)),
      ...extras,
    };
  });
}
