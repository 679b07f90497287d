import type { BasketballRulesName } from "./types";

export type BasketballRules = {
  quarterMinutes: number;
  overtimeMinutes: number;
  /** Personal fouls that end a player's game. */
  foulLimit: number;
  /** Team fouls in a period after which every foul gives two free throws. */
  bonusAfter: number;
  /** Mean game-clock seconds a possession takes (both teams together set the pace). */
  possessionSeconds: number;
  threeRate: number;
  threePct: number;
  twoPct: number;
  ftPct: number;
  offensiveReboundRate: number;
  turnoverRate: number;
  /** Real seconds per game-clock second: stoppages, fouls, timeouts and reviews. */
  clockStretch: number;
  quarterBreakMinutes: number;
  halfTimeMinutes: number;
  overtimeBreakMinutes: number;
  /** Measured from the simulation, for the odds: points a side scores in regulation against an equal side, */
  averagePoints: number;
  /** the home edge in points, the margin gained per strength point, and the spread of margin and total. */
  homeEdge: number;
  marginPerStrength: number;
  marginSd: number;
  totalSd: number;
};

// NBA: ~104 possessions a side, ~109 points each, a game of ~2 h 15 min.
const NBA: BasketballRules = {
  quarterMinutes: 12,
  overtimeMinutes: 5,
  foulLimit: 6,
  bonusAfter: 4,
  possessionSeconds: 13.8,
  threeRate: 0.45,
  threePct: 0.355,
  twoPct: 0.52,
  ftPct: 0.78,
  offensiveReboundRate: 0.24,
  turnoverRate: 0.15,
  clockStretch: 2.3,
  quarterBreakMinutes: 2.5,
  halfTimeMinutes: 15,
  overtimeBreakMinutes: 2.5,
  averagePoints: 109,
  homeEdge: 3,
  marginPerStrength: 0.67,
  marginSd: 16.5,
  totalSd: 17.5,
};

// CBA: a fast 40-minute game, ~100 points a side.
const CBA: BasketballRules = {
  ...NBA,
  quarterMinutes: 10,
  foulLimit: 5,
  possessionSeconds: 12.3,
  threeRate: 0.4,
  threePct: 0.33,
  twoPct: 0.515,
  ftPct: 0.75,
  offensiveReboundRate: 0.26,
  turnoverRate: 0.16,
  clockStretch: 2.2,
  quarterBreakMinutes: 2,
  overtimeBreakMinutes: 2,
  averagePoints: 97,
  homeEdge: 2.6,
  marginPerStrength: 0.58,
  marginSd: 15.5,
  totalSd: 16.5,
};

// FIBA international play: same clock as the CBA, slower and lower scoring.
const FIBA: BasketballRules = {
  ...CBA,
  possessionSeconds: 14,
  threeRate: 0.38,
  threePct: 0.33,
  averagePoints: 85.6,
  homeEdge: 2.4,
  marginPerStrength: 0.515,
  marginSd: 14.3,
  totalSd: 15,
};

export const BASKETBALL_RULES: Record<BasketballRulesName, BasketballRules> = { NBA, CBA, FIBA };
