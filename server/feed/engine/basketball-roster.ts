import type { Random } from "./random";
import type { BasketballPlayerInput } from "./types";

type Group = "guard" | "wing" | "big";
type Profile = {
  group: Group;
  shot: number;
  three: number;
  rebound: number;
  assist: number;
  steal: number;
  block: number;
  turnover: number;
  foul: number;
  ft: number;
};

// Centres and power forwards rebound and block, point guards pass and steal, wings shoot threes.
const PROFILES: Record<string, Profile> = {
  PG: {
    group: "guard",
    shot: 1,
    three: 1.15,
    rebound: 0.8,
    assist: 4,
    steal: 1.5,
    block: 0.4,
    turnover: 1.7,
    foul: 0.9,
    ft: 0.04,
  },
  SG: {
    group: "guard",
    shot: 1.15,
    three: 1.3,
    rebound: 1,
    assist: 2,
    steal: 1.4,
    block: 0.5,
    turnover: 1.1,
    foul: 0.9,
    ft: 0.04,
  },
  G: {
    group: "guard",
    shot: 1.05,
    three: 1.2,
    rebound: 0.9,
    assist: 2.8,
    steal: 1.4,
    block: 0.5,
    turnover: 1.4,
    foul: 0.9,
    ft: 0.04,
  },
  SF: {
    group: "wing",
    shot: 1.05,
    three: 1.05,
    rebound: 1.5,
    assist: 1.5,
    steal: 1.2,
    block: 1,
    turnover: 1,
    foul: 1,
    ft: 0.01,
  },
  F: {
    group: "wing",
    shot: 1,
    three: 0.85,
    rebound: 1.9,
    assist: 1.2,
    steal: 1,
    block: 1.4,
    turnover: 0.9,
    foul: 1.1,
    ft: 0,
  },
  PF: {
    group: "big",
    shot: 0.95,
    three: 0.6,
    rebound: 2.5,
    assist: 1,
    steal: 0.8,
    block: 2,
    turnover: 0.9,
    foul: 1.3,
    ft: -0.04,
  },
  C: {
    group: "big",
    shot: 0.9,
    three: 0.2,
    rebound: 3.1,
    assist: 0.9,
    steal: 0.7,
    block: 3,
    turnover: 0.9,
    foul: 1.4,
    ft: -0.09,
  },
};

export type Baller = Profile & {
  id: number;
  position: string;
  starter: boolean;
  talent: number;
  targetSeconds: number;
};

const profileOf = (position: string) =>
  PROFILES[position.trim().toUpperCase().split(/[-/]/)[0]] ?? PROFILES.F;

const GROUP_CAP: Record<Group, number> = { guard: 3, wing: 3, big: 2 };

/** Players with a role profile, a talent and the minutes the coach means to give them. */
export function buildBallers(
  rng: Random,
  players: readonly BasketballPlayerInput[],
  gameSeconds: number,
): Baller[] {
  if (players.length < 5) throw new Error("a basketball side needs at least five players");
  const flagged = players.filter((p) => p.starter).length === 5;
  const starterIds = new Set(
    (flagged ? players.filter((p) => p.starter) : players.slice(0, 5)).map((p) => p.id),
  );
  const ballers = players.map((p) => {
    const starter = starterIds.has(p.id);
    const talent = starter ? 1 + rng.next() * 0.7 : 0.55 + rng.next() * 0.45;
    return { ...profileOf(p.position), id: p.id, position: p.position, starter, talent, targetSeconds: 0 };
  });
  const scale = gameSeconds / (48 * 60);
  const starters = ballers.filter((b) => b.starter);
  for (const b of starters) b.targetSeconds = (29 + rng.next() * 8 + b.talent * 2) * 60 * scale;
  const bench = ballers.filter((b) => !b.starter);
  const left = Math.max(0, 5 * gameSeconds - starters.reduce((sum, b) => sum + b.targetSeconds, 0));
  const shares = bench.map((_, i) => Math.max(0.2, 1 - i * 0.18) * (0.8 + rng.next() * 0.4));
  const total = shares.reduce((a, b) => a + b, 0);
  bench.forEach((b, i) => (b.targetSeconds = (left * shares[i]) / total));
  return ballers;
}

/** Five players: the ones furthest behind their planned minutes, keeping the floor balanced. */
export function chooseLineup(
  rng: Random,
  ballers: readonly Baller[],
  played: readonly number[],
  fouledOut: ReadonlySet<number>,
  closers: boolean,
): number[] {
  const priority = ballers.map((b, i) =>
    closers
      ? b.targetSeconds + rng.next() * 60
      : (b.targetSeconds - played[i]) / Math.max(1, b.targetSeconds) + rng.next() * 0.15,
  );
  const order = ballers.map((_, i) => i).sort((a, b) => priority[b] - priority[a]);
  const eligible = order.filter((i) => !fouledOut.has(ballers[i].id));
  const pool = eligible.length >= 5 ? eligible : order;
  const lineup: number[] = [];
  const counts: Record<Group, number> = { guard: 0, wing: 0, big: 0 };
  for (const i of pool) {
    if (lineup.length === 5) break;
    if (counts[ballers[i].group] >= GROUP_CAP[ballers[i].group]) continue;
    counts[ballers[i].group]++;
    lineup.push(i);
  }
  for (const i of pool) if (lineup.length < 5 && !lineup.includes(i)) lineup.push(i);
  return lineup;
}

export function startersOf(ballers: readonly Baller[]): number[] {
  return ballers.flatMap((b, i) => (b.starter ? [i] : []));
}
