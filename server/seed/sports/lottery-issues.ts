import { BasketballState } from "../../../lib/codes/basketball-states";
import { FootballState } from "../../../lib/codes/football-states";
import { Sport } from "../../../lib/codes/sports";
import { fairMarketOf, marketExpected } from "../../feed/book-views";
import { footballOutcomes } from "../../feed/engine/odds-model";
import type { Random } from "../../feed/engine/random";
import { lotteryBusinessDay } from "./weekly-slots";
import { beijingParts, beijingTime, businessNoon, DAY, HOUR, weekIndex } from "@/lib/beijing-time";
import type { FixtureMatch } from "./fixtures";
import { LEAGUES, leagueById } from "./leagues";
import { DistinctPrices, priceKey, pricingInput, round2, type PriceSet } from "./pricing";

// 竞彩 returns 89-91 % on 胜平负 and 胜负 (a little less on 让球 and 大小分), 北单 65 %; each match's
// rate varies within that, and SPs are rounded to two decimals as the centre publishes them.
const JC_PAYOUT = [0.89, 0.91] as const;
const JC_HANDICAP_PAYOUT = [0.87, 0.89] as const;
const BJDC_PAYOUT = 0.65;
/** Leagues of the 足彩 14-match sets, in the order they fill a set. */
const ZC_LEAGUES = [36, 31, 8, 34, 11, 37, 16, 23];

const pad3 = (n: number) => String(n).padStart(3, "0");
const leagueOrder = (id: number) => LEAGUES.findIndex((l) => l.id === id);
const byKickoff = (a: FixtureMatch, b: FixtureMatch) =>
  a.kickoff - b.kickoff || leagueOrder(a.leagueId) - leagueOrder(b.leagueId) || a.id - b.id;
const cancelled = (m: FixtureMatch) =>
  m.state === (m.sportId === Sport.Football ? FootballState.Cancelled : BasketballState.Cancelled);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The market's kick-off view of a match: the same expected goals (points) the books close on. */
const viewOf = (m: FixtureMatch) => marketExpected(pricingInput(m), "close");
const payout = (rnd: Random, [lo, hi]: readonly [number, number]) => lo + rnd.next() * (hi - lo);

/** SPs for fair chances at a payout, kept apart from every other match's set of the same play. */
function spSet(
  distinct: DistinctPrices,
  play: string,
  chances: readonly number[],
  rate: number,
  line: number | null,
) {
  const set: PriceSet = { prices: chances.map((p) => round2(rate / Math.max(p, 1e-3))), line, waters: false };
  return distinct.claim(set, (v) => [`${play}:${priceKey(v)}`]).prices;
}

/** Numbers 周三001… (football) or 周三301… (basketball) per business day, in kick-off order. */
function numberByBusinessDay(matches: FixtureMatch[], first: number) {
  const out: { match: FixtureMatch; businessDate: string; number: string }[] = [];
  for (const [, day] of groupBy(matches, (m) => lotteryBusinessDay(m.kickoff).date)) {
    day.sort(byKickoff).forEach((match, i) => {
      const { date, weekdayChar } = lotteryBusinessDay(match.kickoff);
      out.push({ match, businessDate: date, number: `周${weekdayChar}${pad3(first + i)}` });
    });
  }
  return out;
}

/** 北单 issue of a business day: yy + half-week serial (Monday-Wednesday, Thursday-Sunday). */
function bjdcIssue(kickoff: number): string {
  const day = businessNoon(lotteryBusinessDay(kickoff).date);
  const { year, weekday } = beijingParts(day);
  const week = weekIndex(day) - weekIndex(beijingTime(year, 1, 1, 12)) + 1;
  return `${year % 100}${pad3((week - 1) * 2 + (weekday >= 3 ? 2 : 1))}`;
}

/** 足彩 issue: yy + a serial that grows about every other day, as the real numbering does. */
function zcIssue(saleEnds: number): string {
  const { year } = beijingParts(saleEnds);
  const dayOfYear = Math.floor((saleEnds - beijingTime(year, 1, 1)) / DAY) + 1;
  return `${year % 100}${pad3(Math.round(dayOfYear / 1.92))}`;
}

/**
 * 竞彩足球 (most 竞彩 leagues, two weeks back to three days ahead), 竞彩篮球 (NBA, CBA), 北单 (every
 * football league) and two 足彩 14-match sets (the last weekend and the next).
 */
export function buildLottery(rnd: Random, matches: readonly FixtureMatch[], now: number) {
  const inRange = (m: FixtureMatch) => m.kickoff >= now - 14 * DAY && m.kickoff <= now + 3 * DAY;
  const football = matches.filter((m) => m.sportId === Sport.Football && inRange(m));

  const distinct = new DistinctPrices();
  const jczq = numberByBusinessDay(
    football.filter((m) => leagueById.get(m.leagueId)!.jc && rnd.chance(0.85)),
    1,
  ).map(({ match, businessDate, number }) => {
    const view = viewOf(match);
    const p = footballOutcomes(view);
    const diff = p[0] - p[2];
    const handicap = diff > 0.55 ? -2 : diff >= 0 ? -1 : diff < -0.55 ? 2 : 1;
    const [spHome, spDraw, spAway] = spSet(distinct, "spf", p, payout(rnd, JC_PAYOUT), null);
    const h = footballOutcomes(view, handicap);
    const [hSpHome, hSpDraw, hSpAway] = spSet(
      distinct,
      "rqspf",
      h,
      payout(rnd, JC_HANDICAP_PAYOUT),
      handicap,
    );
    return {
      matchId: match.id,
      businessDate,
      number,
      spHome,
      spDraw,
      spAway,
      handicap,
      hSpHome,
      hSpDraw,
      hSpAway,
      single: match.isHot || rnd.chance(0.3),
      saleEndsAt: new Date(match.kickoff),
    };
  });

  const basketball = matches.filter(
    (m) => m.sportId === Sport.Basketball && inRange(m) && leagueById.get(m.leagueId)!.jc,
  );
  const jclq = numberByBusinessDay(basketball, 301).map(({ match, businessDate, number }) => {
    const fair = fairMarketOf(pricingInput(match), viewOf(match));
    const middle = (lines: typeof fair.handicap) => lines[Math.floor(lines.length / 2)];
    const [h, t] = [middle(fair.handicap), middle(fair.total)];
    const [spHome, spAway] = spSet(
      distinct,
      "sf",
      [fair.european[0], fair.european[2]],
      payout(rnd, JC_PAYOUT),
      null,
    );
    const rate = payout(rnd, JC_HANDICAP_PAYOUT);
    const [hSpHome, hSpAway] = spSet(distinct, "rfsf", [h.p, 1 - h.p], rate, h.line);
    const [spOver, spUnder] = spSet(distinct, "dxf", [t.p, 1 - t.p], rate, t.line);
    return {
      matchId: match.id,
      businessDate,
      number,
      spHome,
      spAway,
      handicap: -h.line,
      hSpHome,
      hSpAway,
      total: t.line,
      spOver,
      spUnder,
      saleEndsAt: new Date(match.kickoff),
    };
  });

  const bjdc = [...groupBy(football, (m) => bjdcIssue(m.kickoff))].flatMap(([issue, list]) =>
    list.sort(byKickoff).map((match, i) => {
      const view = viewOf(match);
      const p = footballOutcomes(view);
      const handicap = -Math.max(-2, Math.min(2, Math.round((p[0] - p[2]) * 2.2)));
      const [spHome, spDraw, spAway] = spSet(
        distinct,
        `bjdc`,
        footballOutcomes(view, handicap),
        BJDC_PAYOUT,
        handicap,
      );
      return { matchId: match.id, issue, number: i + 1, handicap, spHome, spDraw, spAway };
    }),
  );

  const zc = zcSets(matches, now);
  return { jczq, jclq, bjdc, ...zc };
}

/** Two 14-match sets: the weekend that has begun or just ended, and the next one. */
function zcSets(matches: readonly FixtureMatch[], now: number) {
  const issues: { issue: string; saleEndsAt: Date }[] = [];
  const rows: { issue: string; number: number; matchId: number }[] = [];
  const { weekday } = beijingParts(now);
  // Weekends run from Friday 18:00 to Monday 12:00 Beijing; the first set is the latest one that has started.
  const friday =
    beijingTime(beijingParts(now).year, beijingParts(now).month, beijingParts(now).day, 18) +
    (4 - weekday) * DAY;
  const firstStart = friday <= now ? friday : friday - 7 * DAY;
  for (const start of [firstStart, firstStart + 7 * DAY]) {
    const end = start + 2 * DAY + 18 * HOUR;
    const pool = matches
      .filter(
        (m) => ZC_LEAGUES.includes(m.leagueId) && m.kickoff >= start && m.kickoff < end && !cancelled(m),
      )
      .sort(
        (a, b) => ZC_LEAGUES.indexOf(a.leagueId) - ZC_LEAGUES.indexOf(b.leagueId) || a.kickoff - b.kickoff,
      );
    if (pool.length < 14) continue;
    const set = pool.slice(0, 14).sort(byKickoff);
    const issue = zcIssue(set[0].kickoff);
    issues.push({ issue, saleEndsAt: new Date(set[0].kickoff) });
    set.forEach((m, i) => rows.push({ issue, number: i + 1, matchId: m.id }));
  }
  return { zcIssues: issues, zcMatches: rows };
}
