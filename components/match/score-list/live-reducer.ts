import type { GoalAlert, MatchLive } from "@/lib/contracts/match-list";
import { LIVE_FIELDS } from "./live-fields";
import type { ListRow } from "./list-types";

/**
 * The list's rows as the live feed changes them. Each match remembers the id of the last event
 * applied to it ("<epoch>-<seq>", growing per channel), so an event that arrives late (a delayed
 * buffer, a resumed stream) never takes a score back.
 */
export type LiveRowsState = { rows: ListRow[]; seen: Record<number, string> };

export type LiveAction =
  | { type: "update"; eventId: string; data: MatchLive }
  | { type: "goal"; eventId: string; data: GoalAlert }
  | { type: "reset"; rows: ListRow[] };

function parseId(id: string): [number, number] | null {
  const m = /^(\d{1,15})-(\d{1,15})$/.exec(id);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** True when `id` comes after `last` (an event without a readable id cannot be ordered and is taken). */
export function isNewer(id: string, last: string | undefined): boolean {
  const a = parseId(id);
  const b = last ? parseId(last) : null;
  if (!a || !b) return true;
  return a[0] - b[0] > 0 || (a[0] === b[0] && a[1] > b[1]);
}

export const initLiveRows = (rows: ListRow[]): LiveRowsState => ({ rows, seen: {} });

function patch(state: LiveRowsState, matchId: number, eventId: string, changes: Partial<ListRow>) {
  const index = state.rows.findIndex((r) => r.id === matchId);
  if (index < 0 || !isNewer(eventId, state.seen[matchId])) return state;
  const rows = [...state.rows];
  rows[index] = { ...rows[index], ...changes };
  return { rows, seen: eventId ? { ...state.seen, [matchId]: eventId } : state.seen };
}

const minuteOf = (clock: string) => {
  const [base, added] = clock.split("+").map(Number);
  return (base || 0) + (added || 0) / 100;
};

// Play only moves forward (not started 1 … finished 8) and goals are never taken back, so of two
// copies of a row the one further on is the newer; codes outside that run cannot be compared.
function isAhead(a: ListRow, b: ListRow): boolean {
  if (a.state < 1 || a.state > 8 || b.state < 1 || b.state > 8) return false;
  const progress = (r: ListRow) => [r.state, r.homeScore + r.awayScore, minuteOf(r.clock)];
  const [pa, pb] = [progress(a), progress(b)];
  const i = pa.findIndex((v, k) => v !== pb[k]);
  return i >= 0 && pa[i] > pb[i];
}

/** New server rows (a reload) keep a match's live columns when the feed had already taken it further. */
function mergeReload(current: ListRow[], incoming: ListRow[]): ListRow[] {
  const byId = new Map(current.map((r) => [r.id, r]));
  return incoming.map((row) => {
    const known = byId.get(row.id);
    if (!known || !isAhead(known, row)) return row;
    const live: Partial<ListRow> = {};
    for (const key of LIVE_FIELDS) Object.assign(live, { [key]: known[key] });
    return { ...row, ...live };
  });
}

export function liveRowsReducer(state: LiveRowsState, action: LiveAction): LiveRowsState {
  if (action.type === "reset") return { rows: mergeReload(state.rows, action.rows), seen: state.seen };
  if (action.type === "goal") {
    const { matchId, homeScore, awayScore } = action.data;
    return patch(state, matchId, action.eventId, { homeScore, awayScore });
  }
  const changes: Partial<ListRow> = {};
  for (const key of LIVE_FIELDS) {
    const value = action.data[key];
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  return patch(state, action.data.id, action.eventId, changes);
}
