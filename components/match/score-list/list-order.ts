import { FootballState, isFootballLive } from "@/lib/codes/football-states";
import type { ListRow } from "./list-types";

export type SectionKey = "live" | "upcoming" | "finished" | "other";
export type GroupKey = "pinned" | SectionKey | "all";
export type RowGroup = { key: GroupKey; rows: ListRow[] };

const SECTIONS: SectionKey[] = ["live", "upcoming", "finished", "other"];

export function sectionOf(state: number): SectionKey {
  if (isFootballLive(state)) return "live";
  if (state === FootballState.NotStarted) return "upcoming";
  if (state === FootballState.Finished) return "finished";
  return "other";
}

const byKickoff = (a: ListRow, b: ListRow) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id;

/**
 * Pinned rows first (most recently pinned on top), then the rest: in 进行中 / 未开赛 / 已完场
 * sections by kick-off for a sectioned list, in the server's order otherwise.
 */
export function groupRows(rows: readonly ListRow[], pins: readonly number[], sectioned: boolean): RowGroup[] {
  const pinnedAt = new Map(pins.map((id, i) => [id, i]));
  const pinned = rows
    .filter((r) => pinnedAt.has(r.id))
    .sort((a, b) => pinnedAt.get(a.id)! - pinnedAt.get(b.id)!);
  const rest = rows.filter((r) => !pinnedAt.has(r.id));
  const groups: RowGroup[] = pinned.length ? [{ key: "pinned", rows: pinned }] : [];
  if (!sectioned) return rest.length ? [...groups, { key: "all", rows: rest }] : groups;
  for (const key of SECTIONS) {
    const section = rest.filter((r) => sectionOf(r.state) === key).sort(byKickoff);
    if (section.length) groups.push({ key, rows: section });
  }
  return groups;
}
