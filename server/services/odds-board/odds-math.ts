/** Pure maths of the odds pages and the data models; prices are decimal odds unless said otherwise. */

const sumOfInverses = (prices: readonly number[]) => prices.reduce((sum, p) => sum + 1 / p, 0);
const usable = (prices: readonly number[]) =>
  prices.length > 0 && prices.every((p) => Number.isFinite(p) && p > 1);

/** 返还率: the share of stakes a book pays back, 1 / (1/h + 1/d + 1/a); null for missing or silly prices. */
export function payoutRatio(prices: readonly number[]): number | null {
  return usable(prices) ? 1 / sumOfInverses(prices) : null;
}

/** Implied probabilities with the margin removed: (1/p) normalised so they sum to 1. */
export function impliedProbabilities(prices: readonly number[]): number[] | null {
  if (!usable(prices)) return null;
  const total = sumOfInverses(prices);
  return prices.map((p) => 1 / p / total);
}

/** Column means of equally long price lists (the market's average 1X2). */
export function averagePrices(quotes: readonly (readonly number[])[]): number[] | null {
  if (!quotes.length) return null;
  return quotes[0].map((_, i) => quotes.reduce((sum, q) => sum + q[i], 0) / quotes.length);
}

/** 凯利指数: a company's price times the market's average implied probability; above 1 pays more than the market. */
export function kellyIndex(price: number, averageProbability: number): number {
  return price * averageProbability;
}

/** Hong Kong water (0.92) as decimal odds (1.92), for payout maths on Asian lines. */
export const hongKongToDecimal = (water: number) => water + 1;

export type LineMoveStats = {
  open: number;
  live: number;
  change: number;
  up: number;
  down: number;
  companies: number;
  steam: boolean;
};

const STEAM_MIN_COMPANIES = 3;
const STEAM_SHARE = 0.6;

/**
 * Opening → live line over the companies quoting it: the mean move, and how many moved each way.
 * A steam move is most of the market (at least three books, 60 %) moving the same way.
 */
export function lineMovement(pairs: readonly { open: number; live: number }[]): LineMoveStats | null {
  if (!pairs.length) return null;
  const mean = (pick: (p: { open: number; live: number }) => number) =>
    pairs.reduce((sum, p) => sum + pick(p), 0) / pairs.length;
  const up = pairs.filter((p) => p.live > p.open).length;
  const down = pairs.filter((p) => p.live < p.open).length;
  const open = mean((p) => p.open);
  const live = mean((p) => p.live);
  const agreeing = Math.max(up, down);
  return {
    open,
    live,
    change: live - open,
    up,
    down,
    companies: pairs.length,
    steam: agreeing >= STEAM_MIN_COMPANIES && agreeing / pairs.length >= STEAM_SHARE,
  };
}

/** The ranking key of the 盘口变动 model: how far handicap and total moved together, in goals. */
export function movementSize(handicapChange: number | null, totalChange: number | null): number {
  return Math.abs(handicapChange ?? 0) + Math.abs(totalChange ?? 0);
}

export const round = (n: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
