export type Pairing = readonly [home: number, away: number];

/** Who meets whom in each round of one cycle (circle method), without home and away yet. */
function circleRounds(teamIds: readonly number[]): [number, number][][] {
  const teams = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, -1];
  const n = teams.length;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = teams[i];
      const b = teams[n - 1 - i];
      if (a >= 0 && b >= 0) pairs.push([a, b]);
    }
    rounds.push(pairs);
    teams.splice(1, 0, teams.pop()!);
  }
  return rounds;
}

/**
 * Home and away for two consecutive rounds so that every team has one of each: the two rounds'
 * matches form even cycles (each team meets two opponents), and walking each cycle one way gives
 * every team one home and one away match.
 */
function orientPair(first: [number, number][], second: [number, number][]): [Pairing[], Pairing[]] {
  const opponent = [new Map<number, number>(), new Map<number, number>()];
  [first, second].forEach((round, k) => {
    for (const [a, b] of round) opponent[k].set(a, b).set(b, a);
  });
  const hosts = [new Set<number>(), new Set<number>()];
  const seen = new Set<number>();
  for (const [start] of first) {
    if (seen.has(start)) continue;
    // start hosts in the first round, its opponent there hosts in the second, and so on round the cycle.
    let team: number | undefined = start;
    let k = 0;
    do {
      seen.add(team);
      hosts[k].add(team);
      team = opponent[k].get(team);
      k = 1 - k;
    } while (team !== undefined && team !== start);
  }
  const orient = (round: [number, number][], k: number): Pairing[] =>
    round.map(([a, b]) => (hosts[k].has(a) ? [a, b] : [b, a]));
  return [orient(first, 0), orient(second, 1)];
}

/**
 * Circle-method round robin. Rounds go in pairs in which every team plays once at home and once
 * away, so home and away alternate and a team is never more than one home match up or down in the
 * first cycle; later cycles swap home and away, so a double round robin is exactly balanced.
 */
export function roundRobin(teamIds: readonly number[], cycles: number): Pairing[][] {
  const rounds = circleRounds(teamIds);
  const first: Pairing[][] = [];
  for (let r = 0; r < rounds.length; r += 2) {
    if (r + 1 < rounds.length) first.push(...orientPair(rounds[r], rounds[r + 1]));
    else first.push(rounds[r].map(([a, b]) => (r % 2 === 0 ? [a, b] : [b, a]) as Pairing));
  }
  const all: Pairing[][] = [];
  for (let c = 0; c < cycles; c++) {
    for (const round of first) all.push(c % 2 === 0 ? round : round.map(([h, a]) => [a, h] as const));
  }
  return all;
}
