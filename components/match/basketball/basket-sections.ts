import { BasketballState, isBasketballLive } from "@/lib/codes/basketball-states";
import type { BasketRow } from "@/lib/contracts/basketball";

export type BasketSection = "live" | "upcoming" | "finished" | "other";
export type BasketGroup = { key: "pinned" | BasketSection | "all"; rows: BasketRow[] };

const SECTIONS: BasketSection[] = ["live", "upcoming", "finished", "other"];

export function basketSectionOf(state: number): BasketSection {
  if (isBasketballLive(state)) return "live";
  if (state === BasketballState.NotStarted) return "upcoming";
  if (state === BasketballState.Finished) return "finished";
  return "other";
}

const byKickoff = (a: BasketRow, b: BasketRow) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id;

/**
 * Pinned games first (the latest pin on top), then the rest: in 进行中 / 未开赛 / 已完场 sections
 * for 即时比分 (a game moves between them as it tips off and ends), in the server's order otherwise.
 */
export function groupBasketRows(
  rows: readonly BasketRow[],
  pins: readonly number[],
  sectioned: boolean,
): BasketGroup[] {
  const pinnedAt = new Map(pins.map((id, i) => [id, i]));
  const pinned = rows
    .filter((r) => pinnedAt.has(r.id))
    .sort((a, b) => pinnedAt.get(a.id)! - pinnedAt.get(b.id)!);
  const rest = rows.filter((r) => !pinnedAt.has(r.id));
  const groups: BasketGroup[] = pinned.length ? [{ key: "pinned", rows: pinned }] : [];
  if (!sectioned) return rest.length ? [...groups, { key: "all", rows: rest }] : groups;
  for (const key of SECTIONS) {
    const section = rest.filter((r) => basketSectionOf(r.state) === key).sort(byKickoff);
    if (section.length) groups.push({ key, rows: section });
  }
  return groups;
}
