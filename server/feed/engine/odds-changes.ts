import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { BASKETBALL_RULES } from "./basketball-rules";
import { basketballScoreAt } from "./basketball-state";
import type { Random } from "./random";
import { stream } from "./engine-random";
import { phaseIndexAt } from "./football-clock";
import { footballStateAt } from "./football-state";
import { basketballFair, bookQuotes, footballFair } from "./odds-model";
import type {
  BasketballScript,
  Book,
  FairMarket,
  FootballScript,
  LiveScore,
  OddsChange,
  Sides,
} from "./types";

/** `latestMs`: how late a book may still show this price (before the next goal or the whistle). */
type Tick = { atMs: number; latestMs: number; fair: FairMarket; score: LiveScore };

/** Keeps a book's real moves only: a market is written again when one of its numbers changed. */
class BookLog {
  private last = ["", "", ""];
  constructor(
    readonly book: Book,
    readonly out: OddsChange[],
  ) {}

  // Keys first and objects only for real moves, field by field: this runs for every book and tick.
  add(atMs: number, fair: FairMarket, { homeScore, awayScore }: LiveScore, withEuropean: boolean) {
    const q = bookQuotes(fair, this.book, withEuropean);
    const companyId = this.book.id;
    const { european: e, handicap: h, total: t } = q;
    if (withEuropean && this.moved(0, `${e.home}|${e.draw}|${e.away}`))
      this.out.push({
        companyId,
        atMs,
        homeScore,
        awayScore,
        market: "1x2",
        home: e.home,
        draw: e.draw,
        away: e.away,
      });
    if (this.moved(1, `${h.line}|${h.home}|${h.away}`))
      this.out.push({
        companyId,
        atMs,
        homeScore,
        awayScore,
        market: "handicap",
        line: h.line,
        home: h.home,
        away: h.away,
      });
    if (this.moved(2, `${t.line}|${t.over}|${t.under}`))
      this.out.push({
        companyId,
        atMs,
        homeScore,
        awayScore,
        market: "total",
        line: t.line,
        over: t.over,
        under: t.under,
      });
  }

  private moved(market: number, key: string): boolean {
    if (this.last[market] === key) return false;
    this.last[market] = key;
    return true;
  }
}

/** Ticks every 1.5-4 minutes of play, plus a fresh price 15-60 s after every goal and sending-off. */
function footballTicks(rng: Random, script: FootballScript, expected: Sides<number>): Tick[] {
  const times: number[] = [];
  for (const phase of script.phases) {
    if (phase.state !== FootballState.FirstHalf && phase.state !== FootballState.SecondHalf) continue;
    for (let t = phase.startMs + rng.int(30, 90) * 1000; t < phase.endMs; t += rng.int(90, 240) * 1000)
      times.push(t);
  }
  for (const e of script.events) {
    if (!e.type.endsWith("goal") && e.type !== "red" && e.type !== "second-yellow") continue;
    // Books reopen 15-60 s after the incident, before the whistle if it came in the last seconds.
    const phase = script.phases[phaseIndexAt(script.phases, e.atMs)];
    times.push(Math.min(e.atMs + rng.int(15, 60) * 1000, phase.endMs - 1000));
  }
  const goals = script.events.filter((e) => e.type.endsWith("goal")).map((e) => e.atMs);
  const ticks: Tick[] = [];
  for (const t of times.sort((a, b) => a - b)) {
    const s = footballStateAt(script, t);
    if (s.state !== FootballState.FirstHalf && s.state !== FootballState.SecondHalf) continue;
    const score = {
      homeScore: s.homeScore,
      awayScore: s.awayScore,
      homeRed: s.red.home,
      awayRed: s.red.away,
    };
    const phaseEnd = script.phases[phaseIndexAt(script.phases, t)].endMs - 1000;
    const latestMs = Math.max(t, Math.min(phaseEnd, (goals.find((g) => g > t) ?? Infinity) - 1));
    ticks.push({ atMs: t, latestMs, score, fair: footballFair(expected, score, s.minute + s.addedMinute) });
  }
  return ticks;
}

const BASKETBALL_PLAYING = new Set<number>([
  BasketballState.FirstQuarter,
  BasketballState.SecondQuarter,
  BasketballState.ThirdQuarter,
  BasketballState.FourthQuarter,
  BasketballState.Overtime,
]);

function basketballTicks(rng: Random, script: BasketballScript, expected: Sides<number>): Tick[] {
  const rules = BASKETBALL_RULES[script.rules];
  const ticks: Tick[] = [];
  for (let t = rng.int(60, 180) * 1000; t < script.endMs; t += rng.int(90, 240) * 1000) {
    const s = basketballScoreAt(script, t);
    if (!BASKETBALL_PLAYING.has(s.state)) continue;
    const before =
      s.period <= 4
        ? (s.period - 1) * rules.quarterMinutes
        : 4 * rules.quarterMinutes + (s.period - 5) * rules.overtimeMinutes;
    const length = s.period <= 4 ? rules.quarterMinutes : rules.overtimeMinutes;
    const score = { homeScore: s.homeScore, awayScore: s.awayScore };
    const minute = before + length - s.remainingSeconds / 60;
    ticks.push({ atMs: t, latestMs: t, score, fair: basketballFair(script.rules, expected, score, minute) });
  }
  return ticks;
}

/**
 * Every in-play quote of every book, oldest first: the fair market is worked out once per tick from
 * the expected goals (points) and the score, and each book prices it with its margins and tilt.
 * Football books take 0-45 s to follow a tick (never past the next goal); basketball's moneyline
 * is not offered in play.
 */
export function inPlayChanges(
  script: FootballScript | BasketballScript,
  expected: Sides<number>,
  books: readonly Book[],
): OddsChange[] {
  const rng = stream(script.seed, 21);
  const football = script.sport === "football";
  const ticks = football ? footballTicks(rng, script, expected) : basketballTicks(rng, script, expected);
  const out: OddsChange[] = [];
  for (const book of books) {
    const log = new BookLog(book, out);
    const delayMs = football ? stream(script.seed ^ Math.imul(book.id, 7919), 22).int(0, 45) * 1000 : 0;
    for (const tick of ticks)
      log.add(Math.min(tick.atMs + delayMs, tick.latestMs), tick.fair, tick.score, football);
  }
  return out.sort((a, b) => a.atMs - b.atMs || a.companyId - b.companyId);
}
