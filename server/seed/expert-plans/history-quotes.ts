import { Sport } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import type { MatchQuotes } from "../../services/expert/match-quotes";

/*
 * Stored quotes (the odds table) reach back 14 days only. Plans on older seeded matches take what a
 * book would have quoted from the teams' strengths alone, never from the result: a line from the
 * strength gap with home advantage, waters around 0.9 and 1X2 prices with a 6% margin.
 */

const quarter = (x: number) => Math.round(x * 4) / 4;
const half = (x: number) => Math.floor(x) + 0.5;
const round2 = (x: number) => Math.round(x * 100) / 100;

function waters(rnd: Random): [number, number] {
  const home = 0.8 + rnd.next() * 0.2;
  return [round2(home), round2(1.8 - home)];
}

export function historyQuotes(
  rnd: Random,
  sportId: number,
  homeStrength: number,
  awayStrength: number,
): MatchQuotes {
  const gap = homeStrength - awayStrength;
  if (sportId === Sport.Basketball) {
    const [hh, ha] = waters(rnd);
    const [oh, oa] = waters(rnd);
    return {
      european: null,
      handicap: { line: half(gap / 2 + 2.5), home: hh, away: ha },
      overUnder: { line: half(200 + rnd.next() * 35), home: oh, away: oa },
      lottery: null,
    };
  }
  const line = Math.max(-2.5, Math.min(2.5, quarter(gap / 12 + 0.25)));
  const pHome = Math.max(0.08, Math.min(0.85, 0.45 + line * 0.2));
  const pDraw = Math.max(0.12, 0.3 - Math.abs(line) * 0.06);
  const pAway = Math.max(0.05, 1 - pHome - pDraw);
  const price = (p: number) => round2(0.94 / p);
  const [hh, ha] = waters(rnd);
  const [oh, oa] = waters(rnd);
  return {
    european: { home: price(pHome), draw: price(pDraw), away: price(pAway) },
    handicap: { line, home: hh, away: ha },
    overUnder: { line: rnd.pick([2.25, 2.5, 2.5, 2.75, 3]), home: oh, away: oa },
    lottery: null,
  };
}
