export type Pairing = readonly [home: number, away: number];

/** Circle-method round robin: every team once per round; later cycles swap home and away. */
export function roundRobin(teamIds: readonly number[], cycles: number): Pairing[][] {
  const teams = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, -1];
  const n = teams.length;
  const first: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = teams[i];
      const b = teams[n - 1 - i];
      if (a < 0 || b < 0) continue;
      pairs.push((i === 0 ? r % 2 === 0 : (i + r) % 2 === 0) ? [a, b] : [b, a]);
    }
    first.push(pairs);
    teams.splice(1, 0, teams.pop()!);
  }
  const all: Pairing[][] = [];
  for (let c = 0; c < cycles; c++) {
    for (const round of first) all.push(c % 2 === 0 ? round : round.map(([h, a]) => [a, h] as const));
  }
  return all;
}
