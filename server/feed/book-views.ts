import { COMPANIES, type Company } from "./companies";
import { normal, stream } from "./engine/engine-random";
import { expectedGoals } from "./engine/football-model";
import { basketballExpectedPoints, basketballFair, footballFair } from "./engine/odds-model";
import type { Book, FairMarket, LiveScore, Margins, Sides } from "./engine/types";
import type { LeagueProfile } from "./league-profiles";

/** What prices are made from: the match's engine seed, league and the sides' strengths. */
export type PricingInput = {
  engineSeed: number;
  profile: LeagueProfile;
  neutral: boolean;
  home: { strength: number };
  away: { strength: number };
};
export type Moment = "open" | "close";

// How far the market's opinion strays from what the engine will play (per side, log scale for
// goals, points for basketball) at kick-off, and how far the opening (days before) was from that;
// each book then reads the market a little differently (log-odds tilt) at opening and at kick-off.
const MARKET_GOALS_SD = 0.07;
const OPENING_GOALS_SD = 0.08;
const MARKET_MARGIN_SD = 1.8;
const MARKET_TOTAL_SD = 3;
const OPENING_MARGIN_SD = 1.5;
const OPENING_TOTAL_SD = 2.5;
const BOOK_TILT_SD = 0.05;
const LEAN_TO_TILT = 3;
const SALT: Record<Moment, number> = { close: 31, open: 32 };

/** The expected goals (points) the engine plays the match with. */
export function fairExpected(m: PricingInput): Sides<number> {
  const p = m.profile;
  if (p.sport === "football") return expectedGoals(m.home.strength, m.away.strength, p.goals, m.neutral);
  return basketballExpectedPoints(p.rules, p.points, m.home.strength, m.away.strength, m.neutral);
}

/** The market's opinion, common to every book: at kick-off (close) and at opening, days before. */
export function marketExpected(m: PricingInput, moment: Moment): Sides<number> {
  const rng = stream(m.engineSeed, 30);
  const fair = fairExpected(m);
  if (m.profile.sport === "football") {
    const close = {
      home: fair.home * Math.exp(normal(rng, 0, MARKET_GOALS_SD)),
      away: fair.away * Math.exp(normal(rng, 0, MARKET_GOALS_SD)),
    };
    if (moment === "close") return close;
    return {
      home: close.home * Math.exp(normal(rng, 0, OPENING_GOALS_SD)),
      away: close.away * Math.exp(normal(rng, 0, OPENING_GOALS_SD)),
    };
  }
  const shift = (e: Sides<number>, margin: number, total: number) => ({
    home: e.home + (margin + total) / 2,
    away: e.away + (total - margin) / 2,
  });
  const close = shift(fair, normal(rng, 0, MARKET_MARGIN_SD), normal(rng, 0, MARKET_TOTAL_SD));
  if (moment === "close") return close;
  return shift(close, normal(rng, 0, OPENING_MARGIN_SD), normal(rng, 0, OPENING_TOTAL_SD));
}

/** A company's margins: what its payouts leave (basketball's moneyline runs two points richer). */
export function marginsOf(company: Company, basketball: boolean): Margins {
  return {
    european: 1 / (company.payout1x2 + (basketball ? 0.02 : 0)) - 1,
    asian: 1 / company.payoutAsian - 1,
  };
}

/** A company pricing the match at a moment: its margins and its own read (its lean plus noise). */
export function bookOf(m: PricingInput, company: Company, moment: Moment): Book {
  const rng = stream(m.engineSeed ^ Math.imul(company.id, 0x2c1b3c6d), SALT[moment]);
  return {
    id: company.id,
    margins: marginsOf(company, m.profile.sport === "basketball"),
    tilt: {
      side: company.lean * LEAN_TO_TILT + normal(rng, 0, BOOK_TILT_SD),
      total: normal(rng, 0, BOOK_TILT_SD),
    },
  };
}

export const companyById = new Map<number, Company>(COMPANIES.map((c) => [c.id, c]));

/** The fair market of the match for expected goals (points), at a score and minute (0-0 before kick-off). */
export function fairMarketOf(
  m: PricingInput,
  expected: Sides<number>,
  score?: LiveScore,
  minute?: number,
): FairMarket {
  return m.profile.sport === "football"
    ? footballFair(expected, score, minute)
    : basketballFair(m.profile.rules, expected, score, minute);
}
