import type { Random } from "./random";
import { pickWeighted } from "./engine-random";
import type { FootballPlayerInput, Side, Sides } from "./types";

type Role = {
  scoring: number;
  assisting: number;
  booking: number;
  ownGoal: number;
  takenOff: number;
  line: number;
};
const role = (
  scoring: number,
  assisting: number,
  booking: number,
  ownGoal: number,
  takenOff: number,
  line: number,
): Role => ({
  scoring,
  assisting,
  booking,
  ownGoal,
  takenOff,
  line,
});

// Strikers and wingers score most, then attacking midfielders, keepers never; centre-backs and
// holding midfielders are booked most and put the ball in their own net; coaches take off
// forwards and wide players first (keepers only for injuries, not modelled). `line`: 0 keeper .. 3 attack.
const ROLES: Record<string, Role> = {
  GK: role(0, 0.05, 0.2, 0.5, 0, 0),
  G: role(0, 0.05, 0.2, 0.5, 0, 0),
  DC: role(0.8, 0.6, 3, 5, 0.8, 1),
  D: role(0.7, 1.2, 2.8, 4, 1, 1),
  DL: role(0.6, 2, 2.4, 2.5, 1.2, 1),
  DR: role(0.6, 2, 2.4, 2.5, 1.2, 1),
  DM: role(1, 1.5, 3.2, 1.5, 1.5, 2),
  MC: role(2, 3, 2, 0.3, 2, 2),
  M: role(2.2, 3, 2, 0.3, 2, 2),
  ML: role(2.4, 3.5, 1.6, 0.3, 2.5, 2),
  MR: role(2.4, 3.5, 1.6, 0.3, 2.5, 2),
  AM: role(4, 5, 1.4, 0.2, 3, 2),
  LW: role(5, 4.5, 1.2, 0.1, 3.5, 3),
  RW: role(5, 4.5, 1.2, 0.1, 3.5, 3),
  F: role(6.5, 3, 1.4, 0.1, 3, 3),
  ST: role(7, 3, 1.4, 0.1, 3, 3),
};
const UNKNOWN_ROLE = role(1.5, 2, 1.5, 0.8, 1.5, 2);

const roleOf = (position: string) => ROLES[position.trim().toUpperCase()] ?? UNKNOWN_ROLE;

/** `star`: the player's rating against his team's starters, as a factor (1 without ratings). */
type Player = { id: number; role: Role; star: number };

/** A booked player is five to six times less likely to be booked again (~0.0033 × yellows² second yellows a match). */
export const BOOKED_CARE = 0.15;

// A rating point above the team's starters is worth ~8.5 % more goals (Haaland at 94 in City's side
// scores ~40 % of the goals from open play), ~7 % more assists, and ~10 % less chance of being taken off.
const STAR_SCALE = 12;
const scoringOf = (p: Player) => p.role.scoring * p.star;
const byScoring = (a: Player, b: Player) => scoringOf(b) - scoringOf(a);
const WEIGHTS: Record<"scoring" | "assisting" | "booking" | "ownGoal", (p: Player) => number> = {
  scoring: scoringOf,
  assisting: (p) => p.role.assisting * Math.pow(p.star, 0.8),
  booking: (p) => p.role.booking,
  ownGoal: (p) => p.role.ownGoal,
};

function playersOf(players: readonly FootballPlayerInput[], starters: readonly FootballPlayerInput[]) {
  const rated = starters.filter((p) => p.rating !== undefined);
  const mean = rated.reduce((sum, p) => sum + p.rating!, 0) / Math.max(1, rated.length);
  return (p: FootballPlayerInput): Player => ({
    id: p.id,
    role: roleOf(p.position),
    star: p.rating === undefined || rated.length === 0 ? 1 : Math.exp((p.rating - mean) / STAR_SCALE),
  });
}

/** Who is on the pitch, on the bench, booked or sent off while a script is being written. */
export class Squad {
  private onPitch: Player[];
  private bench: Player[];
  private booked = new Set<number>();
  private cameOn = new Set<number>();

  constructor(players: readonly FootballPlayerInput[]) {
    const flagged = players.some((p) => p.starter !== undefined);
    const starters = flagged ? players.filter((p) => p.starter) : players.slice(0, 11);
    const toPlayer = playersOf(players, starters);
    this.onPitch = starters.map(toPlayer);
    this.bench = players.filter((p) => !starters.includes(p)).map(toPlayer);
  }

  get named() {
    return this.onPitch.length > 0;
  }

  scorer(rng: Random, exclude?: number): number | null {
    return this.pick(rng, "scoring", exclude);
  }

  assister(rng: Random, scorer: number | null): number | null {
    return this.pick(rng, "assisting", scorer ?? undefined);
  }

  /** The regular taker: the most prolific scorer on the pitch, now and then someone else. */
  penaltyTaker(rng: Random): number | null {
    if (!rng.chance(0.8)) return this.scorer(rng);
    return [...this.onPitch].sort(byScoring)[0]?.id ?? null;
  }

  ownGoaler(rng: Random): number | null {
    return this.pick(rng, "ownGoal");
  }

  /** A caution; a second one for the same player is a sending-off. Booked players tread carefully. */
  book(rng: Random): { playerId: number | null; second: boolean } {
    const player = pickWeighted(
      rng,
      this.onPitch,
      (p) => p.role.booking * (this.booked.has(p.id) ? BOOKED_CARE : 1),
    );
    if (!player) return { playerId: null, second: false };
    const second = this.booked.has(player.id);
    if (second) this.sendOff(player.id);
    this.booked.add(player.id);
    return { playerId: player.id, second };
  }

  straightRed(rng: Random): number | null {
    const id = this.pick(rng, "booking");
    if (id !== null) this.sendOff(id);
    return id;
  }

  /** Swaps a tired or booked outfield player for a bench player of the same line when there is one. */
  substitute(rng: Random): { inId: number; outId: number } | null {
    const out = pickWeighted(rng, this.onPitch, (p) =>
      this.cameOn.has(p.id) ? 0 : (p.role.takenOff * (this.booked.has(p.id) ? 1.6 : 1)) / p.star,
    );
    if (!out || this.bench.length === 0) return null;
    const on = pickWeighted(
      rng,
      this.bench,
      (p) => (p.role.line === out.role.line ? 6 : p.role.line > 0 ? 1 : 0.01) * p.star,
    );
    if (!on) return null;
    this.onPitch = this.onPitch.map((p) => (p === out ? on : p));
    this.bench = this.bench.filter((p) => p !== on);
    this.cameOn.add(on.id);
    return { inId: on.id, outId: out.id };
  }

  /** Shoot-out order: the best finishers first, the keeper last. */
  kickers(): number[] {
    return [...this.onPitch].sort(byScoring).map((p) => p.id);
  }

  private sendOff(id: number) {
    this.onPitch = this.onPitch.filter((p) => p.id !== id);
  }

  private pick(rng: Random, weight: keyof typeof WEIGHTS, exclude?: number): number | null {
    const of = WEIGHTS[weight];
    return pickWeighted(rng, this.onPitch, (p) => (p.id === exclude ? 0 : of(p)))?.id ?? null;
  }
}

export function createSquads(
  home?: readonly FootballPlayerInput[],
  away?: readonly FootballPlayerInput[],
): Sides<Squad> {
  return { home: new Squad(home ?? []), away: new Squad(away ?? []) };
}

export const otherSide = (side: Side): Side => (side === "home" ? "away" : "home");
