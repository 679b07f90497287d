/**
 * Fair prices from team strength: Poisson goals for football, a normal margin for basketball.
 * Bookmaker and lottery prices apply their payout to these.
 */

export type Grid = number[][];
export type Expectation = { home: number; away: number };

const MAX_GOALS = 10;

/** Expected goals: strengths 40..95, 0.25 of a goal per 10 points, home advantage unless neutral. */
export function goalRates(home: number, away: number, neutral = false, drift = 0): Expectation {
  const d = (home - away) / 10;
  const adv = neutral ? 0 : 0.12;
  return { home: 1.32 * Math.exp(0.25 * d + adv + drift), away: 1.32 * Math.exp(-0.25 * d - adv - drift) };
}

function poisson(lambda: number): number[] {
  const p = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) p.push((p[k - 1] * lambda) / k);
  return p;
}

/** grid[h][a]: probability of the final score h-a. */
export function scoreGrid(rates: Expectation): Grid {
  const ph = poisson(rates.home);
  const pa = poisson(rates.away);
  return ph.map((x) => pa.map((y) => x * y));
}

export function outcome(grid: Grid, homeHandicap = 0) {
  let home = 0;
  let draw = 0;
  let away = 0;
  grid.forEach((row, h) =>
    row.forEach((p, a) => {
      const d = h + homeHandicap - a;
      if (d > 0) home += p;
      else if (d === 0) draw += p;
      else away += p;
    }),
  );
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}

/** Win and push probabilities of a bet on `value - line > 0` over a distribution of values. */
function settle(dist: ReadonlyMap<number, number>, line: number) {
  let win = 0;
  let push = 0;
  let lose = 0;
  for (const [v, p] of dist) {
    if (v - line > 1e-9) win += p;
    else if (Math.abs(v - line) < 1e-9) push += p;
    else lose += p;
  }
  return { win, push, lose };
}

/** Fair decimal odds of a line on a quarter grid: a quarter line splits the stake over its two neighbours. */
function fairTwoWay(dist: ReadonlyMap<number, number>, line: number) {
  const parts = Math.abs(line * 4) % 2 === 1 ? [line - 0.25, line + 0.25] : [line];
  let over = 0;
  let under = 0;
  let push = 0;
  for (const l of parts) {
    const s = settle(dist, l);
    over += s.win / parts.length;
    under += s.lose / parts.length;
    push += s.push / parts.length;
  }
  return { over: (1 - push) / over, under: (1 - push) / under };
}

const marginDist = (grid: Grid) => {
  const m = new Map<number, number>();
  grid.forEach((row, h) => row.forEach((p, a) => m.set(h - a, (m.get(h - a) ?? 0) + p)));
  return m;
};
const totalDist = (grid: Grid) => {
  const m = new Map<number, number>();
  grid.forEach((row, h) => row.forEach((p, a) => m.set(h + a, (m.get(h + a) ?? 0) + p)));
  return m;
};

const quarterSteps = (from: number, to: number) =>
  Array.from({ length: Math.round((to - from) * 4) + 1 }, (_, i) => from + i / 4);

/** 亚盘: the line (home gives, quarter steps) that makes both sides closest to even, with fair odds. */
export function asianHandicap(grid: Grid, line?: number) {
  const dist = marginDist(grid);
  const pick = line ?? bestLine(quarterSteps(-3, 3), (l) => fairTwoWay(dist, l));
  const { over, under } = fairTwoWay(dist, pick);
  return { line: pick, home: over, away: under };
}

/** 大小球: the total-goals line closest to even, with fair odds for over and under. */
export function overUnder(grid: Grid, line?: number) {
  const dist = totalDist(grid);
  const pick = line ?? bestLine(quarterSteps(1.5, 5), (l) => fairTwoWay(dist, l));
  const { over, under } = fairTwoWay(dist, pick);
  return { line: pick, over, under };
}

function bestLine(lines: number[], price: (l: number) => { over: number; under: number }) {
  let best = lines[0];
  let bestDiff = Infinity;
  for (const l of lines) {
    const { over, under } = price(l);
    const diff = Math.abs(Math.log(over / under));
    if (diff < bestDiff) [best, bestDiff] = [l, diff];
  }
  return best;
}

// Abramowitz-Stegun approximation of the normal distribution function.
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - p : p;
}

export type BasketballLine = { margin: number; total: number; sd: number; totalSd: number };

/** Expected home margin and total points: 0.45 points per strength point, home court worth 2.5-3.5. */
export function basketballExpectation(
  home: number,
  away: number,
  quarterMinutes: number,
  drift = 0,
): BasketballLine {
  const nba = quarterMinutes === 12;
  return {
    margin: (home - away) * 0.45 + (nba ? 2.5 : 3.5) + drift,
    total: (nba ? 226 : 172) + (home + away - 150) * 0.25,
    sd: nba ? 12.5 : 11,
    totalSd: nba ? 17 : 14,
  };
}

/** Moneyline, 让分 (home gives `line`, x.5) and 大小分 fair prices. */
export function basketballPrices(e: BasketballLine, lines?: { handicap: number; total: number }) {
  const pHome = normalCdf(e.margin / e.sd);
  const handicap = lines?.handicap ?? Math.floor(e.margin) + 0.5;
  const total = lines?.total ?? Math.floor(e.total) + 0.5;
  const pCover = normalCdf((e.margin - handicap) / e.sd);
  const pOver = 1 - normalCdf((total - e.total) / e.totalSd);
  return {
    moneyline: { home: 1 / pHome, away: 1 / (1 - pHome) },
    handicap: { line: handicap, home: 1 / pCover, away: 1 / (1 - pCover) },
    total: { line: total, over: 1 / pOver, under: 1 / (1 - pOver) },
  };
}

export const round2 = (x: number) => Math.round(x * 100) / 100;
