import type { PricingInput } from "../../feed/book-views";
import { MAX_WATER, MIN_WATER } from "../../feed/engine/odds-math";
import { leagueProfile } from "../../feed/league-profiles";
import { teamById } from "./catalogue";
import type { FixtureMatch } from "./fixtures";
import { leagueById } from "./leagues";

/** What the feed's price model needs of a fixture (the same inputs the engine plays it from). */
export function pricingInput(m: FixtureMatch): PricingInput {
  return {
    engineSeed: m.engineSeed,
    profile: leagueProfile(leagueById.get(m.leagueId)!),
    neutral: m.neutral,
    home: { strength: teamById.get(m.homeTeamId)!.strength },
    away: { strength: teamById.get(m.awayTeamId)!.strength },
  };
}

export const round2 = (x: number) => Math.round(x * 100) / 100;

/** Prices as the list shows them: decimal odds (1X2, 竞彩 SP) or waters with a line. */
export type PriceSet = { prices: number[]; line: number | null; waters: boolean };

const overround = (p: PriceSet) => p.prices.reduce((s, x) => s + 1 / (p.waters ? 1 + x : x), 0);
const valid = (p: PriceSet) =>
  overround(p) > 1 && p.prices.every((x) => (p.waters ? x >= MIN_WATER && x <= MAX_WATER : x >= 1.01));

/** The set itself, then variants one, two … hundredths away: a price at a time, then two in opposite ways. */
function* variants(p: PriceSet): Generator<PriceSet> {
  yield p;
  // Outsiders first: moving a long price by a hundredth changes its chance least.
  const order = p.prices.map((_, i) => i).sort((a, b) => p.prices[b] - p.prices[a]);
  for (let k = 1; k <= 8; k++) {
    const step = k / 100;
    for (const i of order)
      for (const d of [step, -step])
        yield { ...p, prices: p.prices.map((x, j) => round2(j === i ? x + d : x)) };
    for (const i of order)
      for (const j of order)
        if (i !== j)
          yield { ...p, prices: p.prices.map((x, n) => round2(n === i ? x + step : n === j ? x - step : x)) };
  }
}

/**
 * Keeps one company's price sets apart across matches, so no two matches share one by accident:
 * a set already held in a scope moves by the fewest hundredths that free it (the margin kept).
 */
export class DistinctPrices {
  private taken = new Set<string>();

  /** The nearest free variant of `set` in every scope (`keys` gives the key per scope), now held. */
  claim(set: PriceSet, keys: (p: PriceSet) => string[]): PriceSet {
    for (const v of variants(set)) {
      if (v !== set && !valid(v)) continue;
      const ks = keys(v);
      if (ks.some((k) => this.taken.has(k))) continue;
      for (const k of ks) this.taken.add(k);
      return v;
    }
    return set;
  }
}

export const priceKey = (p: PriceSet) => `${p.line ?? ""}|${p.prices.join("|")}`;
