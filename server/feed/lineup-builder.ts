import type { Random } from "./engine/random";
import type { LineupEntry, RosterPlayer } from "./played-match";
import { normal, weightedIndex } from "./engine/engine-random";
import type { MatchSide } from "../db/schema/matches";

/** Starting slots of each formation, keeper first, then by line (SPEC §3 position codes). */
const FORMATIONS: Record<string, readonly string[]> = {
  "4-3-3": ["GK", "DR", "DC", "DC", "DL", "MC", "DM", "MC", "RW", "ST", "LW"],
  "4-2-3-1": ["GK", "DR", "DC", "DC", "DL", "DM", "DM", "RW", "AM", "LW", "ST"],
  "4-4-2": ["GK", "DR", "DC", "DC", "DL", "MR", "MC", "MC", "ML", "ST", "ST"],
  "3-5-2": ["GK", "DC", "DC", "DC", "MR", "MC", "DM", "MC", "ML", "ST", "ST"],
  "4-1-4-1": ["GK", "DR", "DC", "DC", "DL", "DM", "MR", "MC", "MC", "ML", "ST"],
  "3-4-3": ["GK", "DC", "DC", "DC", "MR", "MC", "MC", "ML", "RW", "ST", "LW"],
};
const FORMATION_NAMES = Object.keys(FORMATIONS);
const FORMATION_WEIGHTS = [4, 4, 3, 1.5, 1.5, 1];

/** Who can fill a slot, best fit first. */
const FITS: Record<string, readonly string[]> = {
  GK: ["GK"],
  DC: ["DC", "DM", "DR", "DL"],
  DR: ["DR", "DC", "DL", "RW"],
  DL: ["DL", "DC", "DR", "LW"],
  DM: ["DM", "MC", "DC"],
  MC: ["MC", "DM", "AM"],
  MR: ["RW", "MC", "AM", "DR"],
  ML: ["LW", "MC", "AM", "DL"],
  AM: ["AM", "MC", "RW", "LW"],
  RW: ["RW", "LW", "AM", "ST"],
  LW: ["LW", "RW", "AM", "ST"],
  ST: ["ST", "AM", "LW", "RW"],
};
const FOOTBALL_BENCH = 9;
const BASKETBALL_SLOTS = ["PG", "SG", "SF", "PF", "C"];

export type SideLineup = { formation: string; entries: LineupEntry[] };

/** Form on the day: the coach's view of each player, so line-ups rotate a little between matches. */
function formOf(rng: Random, players: readonly RosterPlayer[]) {
  return new Map(players.map((p) => [p.id, p.rating + normal(rng, 0, 3)]));
}

function entry(side: MatchSide, p: RosterPlayer, starter: boolean, position: string): LineupEntry {
  return { side, playerId: p.id, starter, captain: false, position, shirtNumber: p.number };
}

function markCaptain(entries: LineupEntry[], players: readonly RosterPlayer[]) {
  const rating = new Map(players.map((p) => [p.id, p.rating]));
  const starters = entries.filter((e) => e.starter);
  const best = starters.reduce((a, b) => (rating.get(b.playerId)! > rating.get(a.playerId)! ? b : a));
  best.captain = true;
}

/** Eleven in a formation and a bench of nine: the best-rated fit for each slot, keepers apart. */
export function footballLineup(rng: Random, side: MatchSide, players: readonly RosterPlayer[]): SideLineup {
  const formation = FORMATION_NAMES[weightedIndex(rng, FORMATION_WEIGHTS)];
  const form = formOf(rng, players);
  const byForm = [...players].sort((a, b) => form.get(b.id)! - form.get(a.id)! || a.id - b.id);
  const used = new Set<number>();
  const entries: LineupEntry[] = [];
  for (const slot of FORMATIONS[formation]) {
    const fits = FITS[slot];
    const pick =
      fits.map((pos) => byForm.find((p) => !used.has(p.id) && p.position === pos)).find(Boolean) ??
      byForm.find((p) => !used.has(p.id) && (slot === "GK") === (p.position === "GK"));
    if (!pick) continue;
    used.add(pick.id);
    entries.push(entry(side, pick, true, slot));
  }
  const rest = byForm.filter((p) => !used.has(p.id));
  const keeper = rest.find((p) => p.position === "GK");
  const outfield = rest
    .filter((p) => p.position !== "GK")
    .slice(0, keeper ? FOOTBALL_BENCH - 1 : FOOTBALL_BENCH);
  for (const p of keeper ? [keeper, ...outfield] : outfield) entries.push(entry(side, p, false, p.position));
  if (entries.some((e) => e.starter)) markCaptain(entries, players);
  return { formation, entries };
}

/** A starting five by position (PG, SG, SF, PF, C) and the rest of the roster on the bench. */
export function basketballLineup(rng: Random, side: MatchSide, players: readonly RosterPlayer[]): SideLineup {
  const form = formOf(rng, players);
  const byForm = [...players].sort((a, b) => form.get(b.id)! - form.get(a.id)! || a.id - b.id);
  const used = new Set<number>();
  const entries: LineupEntry[] = [];
  for (const slot of BASKETBALL_SLOTS) {
    const pick =
      byForm.find((p) => !used.has(p.id) && p.position === slot) ?? byForm.find((p) => !used.has(p.id));
    if (!pick) continue;
    used.add(pick.id);
    entries.push(entry(side, pick, true, pick.position));
  }
  for (const p of byForm) if (!used.has(p.id)) entries.push(entry(side, p, false, p.position));
  if (entries.some((e) => e.starter)) markCaptain(entries, players);
  return { formation: "", entries };
}
