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
  /** Shot creation and finishing relative to the team (1 an average rotation player). */
  talent: number;
  /** Game-clock seconds the coach means to give the player; 0 for a player outside the rotation. */
  targetSeconds: number;
};

const profileOf = (position: string) =>
  PROFILES[position.trim().toUpperCase().split(/[-/]/)[0]] ?? PROFILES.F;

const GROUP_CAP: Record<Group, number> = { guard: 3, wing: 3, big: 2 };

// A 48-minute rotation by rank (240 floor minutes): stars ~36, the fifth starter ~28, the bench
// 24 down to 8; a 40-minute game scales it. Rotations run eight to ten deep; the rest do not play.
const ROTATION_MINUTES: Record<number, readonly number[]> = {
  8: [37, 36, 34, 32, 30, 27, 23, 21],
  9: [36, 35, 33, 31, 29, 25, 21, 17, 13],
  10: [36, 34, 32, 30, 28, 24, 20, 16, 12, 8],
};
// A rating point is worth ~5 % of talent (Trae Young at 89 in a 78 side: ~1.7, shooting a third of
// his team's shots while on the floor); without ratings starters and bench draw it at random.
const RATING_SCALE = 20;
const STARTER_PRIORITY = 4;

function talentsOf(rng: Random, players: readonly BasketballPlayerInput[], starters: ReadonlySet<number>) {
  const rated = players.every((p) => p.rating !== undefined);
  if (!rated)
    return players.map((p) => (starters.has(p.id) ? 1 + rng.next() * 0.7 : 0.55 + rng.next() * 0.45));
  const top = players
    .map((p) => p.rating!)
    .sort((a, b) => b - a)
    .slice(0, 10);
  const reference = top.reduce((a, b) => a + b, 0) / top.length;
  return players.map((p) => Math.exp((p.rating! - reference) / RATING_SCALE) * (0.95 + rng.next() * 0.1));
}

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
  const talents = talentsOf(rng, players, starterIds);
  const ballers: Baller[] = players.map((p, i) => ({
    ...profileOf(p.position),
    id: p.id,
    position: p.position,
    starter: starterIds.has(p.id),
    talent: talents[i],
    targetSeconds: 0,
  }));
  // The coach's order: starters first among equals, then talent; the roster order breaks ties.
  const order = ballers
    .map((b, i) => ({
      b,
      key: Math.log(b.talent) * RATING_SCALE + (b.starter ? STARTER_PRIORITY : 0) - i * 0.01,
    }))
    .sort((x, y) => y.key - x.key)
    .map((x) => x.b);
  const depth = Math.min(order.length, [8, 9, 9, 10, 10][rng.int(0, 4)]);
  const minutes = ROTATION_MINUTES[Math.max(8, depth)].slice(0, depth);
  const scale = gameSeconds / (48 * 60);
  const total = minutes.reduce((a, b) => a + b, 0);
  // A short roster spreads the floor time over who there is.
  const stretch = (5 * 48) / total;
  order.slice(0, depth).forEach((b, rank) => {
    const jitter = 1 + (rng.next() - 0.5) * 0.1;
    b.targetSeconds = minutes[rank] * stretch * jitter * 60 * scale;
  });
  return ballers;
}

/**
 * Five players: the ones furthest behind their planned minutes, keeping the floor balanced. Players
 * outside the rotation come on only when too few others can, or in `garbage` time of a decided game.
 */
export function chooseLineup(
  rng: Random,
  ballers: readonly Baller[],
  played: readonly number[],
  fouledOut: ReadonlySet<number>,
  mode: "normal" | "closers" | "garbage",
): number[] {
  const priority = ballers.map((b, i) => {
    if (mode === "garbage") return -b.targetSeconds + rng.next() * 300;
    if (mode === "closers") return b.targetSeconds + rng.next() * 60;
    if (b.targetSeconds === 0) return -10 + rng.next();
    return (b.targetSeconds - played[i]) / b.targetSeconds + rng.next() * 0.15;
  });
  const order = ballers.map((_, i) => i).sort((a, b) => priority[b] - priority[a]);
  const eligible = order.filter((i) => !fouledOut.has(ballers[i].id));
  const pool = eligible.length >= 5 ? eligible : order;
  // The rotation first, balanced by position, then anyone of it; the rest only when it runs short.
  const rotation = mode === "garbage" ? pool : pool.filter((i) => ballers[i].targetSeconds > 0);
  const lineup: number[] = [];
  const counts: Record<Group, number> = { guard: 0, wing: 0, big: 0 };
  for (const i of rotation) {
    if (lineup.length === 5) break;
    if (counts[ballers[i].group] >= GROUP_CAP[ballers[i].group]) continue;
    counts[ballers[i].group]++;
    lineup.push(i);
  }
  for (const list of [rotation, pool])
    for (const i of list) if (lineup.length < 5 && !lineup.includes(i)) lineup.push(i);
  return lineup;
}

export function startersOf(ballers: readonly Baller[]): number[] {
  return ballers.flatMap((b, i) => (b.starter ? [i] : []));
}
