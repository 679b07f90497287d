import type { Random } from "./random";
import { MINUTE_MS } from "./football-clock";
import type { FootballPhase } from "./football-types";
import { poisson, weightedIndex } from "./engine-random";
import type { FootballLevels, Side } from "./types";

export type SlotKind =
  "goal" | "penalty-goal" | "own-goal" | "penalty-missed" | "yellow" | "red" | "substitution" | "corner";
export type Slot = { kind: SlotKind; side: Side; atMs: number };

type Cell = { phase: FootballPhase; index: number; minute: number; added: boolean };

/** Every minute that is played, in order, so events can be dropped on a weighted minute. */
export function minuteCells(phases: readonly FootballPhase[]): Cell[] {
  const cells: Cell[] = [];
  for (const phase of phases) {
    if (phase.kind !== "play") continue;
    for (let index = 0; index < phase.regularMinutes + phase.addedMinutes; index++) {
      const added = index >= phase.regularMinutes;
      cells.push({
        phase,
        index,
        minute: phase.baseMinute + Math.min(index + 1, phase.regularMinutes),
        added,
      });
    }
  }
  return cells;
}

function timeIn(rng: Random, cell: Cell): number {
  return cell.phase.startMs + cell.index * MINUTE_MS + Math.floor(rng.next() * (MINUTE_MS - 1000));
}

function drop(
  rng: Random,
  cells: readonly Cell[],
  weights: readonly number[],
  count: number,
  kind: SlotKind,
  side: Side,
): Slot[] {
  const slots: Slot[] = [];
  for (let i = 0; i < count; i++)
    slots.push({ kind, side, atMs: timeIn(rng, cells[weightedIndex(rng, weights)]) });
  return slots;
}

// Goals come a little more often late in a half and in stoppage time; cards pile up after the break.
const goalWeight = (c: Cell) => (1 + c.minute * 0.006) * (c.added ? 1.25 : 1);
const cardWeight = (c: Cell) => (0.45 + c.minute * 0.012) * (c.added ? 1.3 : 1);

/** Goals for one side split into open play, penalties and own goals (credited to `side`). */
export function goalSlots(rng: Random, cells: readonly Cell[], side: Side, goals: number): Slot[] {
  const slots = drop(rng, cells, cells.map(goalWeight), goals, "goal", side);
  for (const slot of slots) {
    const r = rng.next();
    if (r < 0.1) slot.kind = "penalty-goal";
    else if (r < 0.14) slot.kind = "own-goal";
  }
  return slots;
}

// Away sides are booked a little more (53 %), home sides win more corners (54 %). Part of the
// sendings-off are second yellows, which come from the bookings themselves (measured: ~0.0033 × yellows²).
const AWAY_CARD_SHARE = 0.53;
const HOME_CORNER_SHARE = 0.54;
const secondYellows = (yellow: number) => 0.0033 * yellow * yellow;

/** Cards, missed penalties and corners at the league's levels; `edge` > 0 when the side is the stronger one. */
export function incidentSlots(
  rng: Random,
  cells: readonly Cell[],
  side: Side,
  edge: number,
  levels: FootballLevels,
): Slot[] {
  const away = side === "away";
  const flat = cells.map(() => 1);
  const cardWeights = cells.map(cardWeight);
  const cardShare = away ? AWAY_CARD_SHARE : 1 - AWAY_CARD_SHARE;
  const straightRed = Math.max(0.005, (levels.red - secondYellows(levels.yellow)) / 2);
  const cornerShare = away ? 1 - HOME_CORNER_SHARE : HOME_CORNER_SHARE;
  const corners = Math.max(1.5, levels.corners * cornerShare * Math.exp(edge * 0.015));
  return [
    ...drop(rng, cells, cardWeights, poisson(rng, levels.yellow * cardShare), "yellow", side),
    ...drop(rng, cells, cardWeights, rng.chance(straightRed) ? 1 : 0, "red", side),
    ...drop(rng, cells, flat, rng.chance(0.05) ? 1 : 0, "penalty-missed", side),
    ...drop(rng, cells, flat, poisson(rng, corners), "corner", side),
  ];
}

/**
 * Up to five changes per side in at most three windows during play (changes at half-time are free),
 * mostly after the hour.
 */
export function substitutionSlots(rng: Random, regular: readonly FootballPhase[], side: Side): Slot[] {
  const [firstHalf, , secondHalf] = regular;
  const at = (phase: FootballPhase, minuteInPhase: number) =>
    phase.startMs +
    minuteInPhase * MINUTE_MS +
    (minuteInPhase === 0 ? rng.int(5, 40) : rng.int(0, 50)) * 1000;
  const windows: number[] = [];
  if (rng.chance(0.06)) windows.push(at(firstHalf, rng.int(14, 43)));
  const halfTime = rng.chance(0.3) ? at(secondHalf, 0) : null;
  const late = [rng.int(10, 22), rng.int(22, 32), rng.int(32, 43)].map((m) => at(secondHalf, m));
  windows.push(...late.slice(0, rng.int(2, 3) - windows.length));
  const plan = halfTime === null ? windows : [halfTime, ...windows];
  const total = rng.pick([2, 3, 4, 4, 5, 5, 5]);
  const counts = plan.map(() => 0);
  for (let n = 0; n < total; n++) {
    // Fill every window once before doubling up; never more than three at a time.
    const i = weightedIndex(
      rng,
      counts.map((c) => (c === 0 ? 10 : c < 3 ? 1 : 0)),
    );
    if (i < 0) break;
    counts[i]++;
  }
  return plan.flatMap((atMs, i) =>
    Array.from({ length: counts[i] }, (_, k) => ({
      kind: "substitution" as const,
      side,
      atMs: atMs + k * 1000,
    })),
  );
}

export function sortSlots(slots: Slot[]): Slot[] {
  return slots.sort((a, b) => a.atMs - b.atMs);
}
