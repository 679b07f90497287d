import { BasketballPlayType, FootballPlayType } from "@/lib/codes/play-types";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { BASKETBALL_RULES } from "./basketball-rules";
import { basketballScoreAt } from "./basketball-state";
import type { Random } from "./random";
import { normal, stream } from "./engine-random";
import { phaseIndexAt } from "./football-clock";
import { footballStateAt } from "./football-state";
import { liveOdds } from "./odds-model";
import type {
  BasketballScript,
  FootballScript,
  LiveScore,
  MatchOdds,
  OddsChange,
  OddsQuote,
  Sides,
} from "./types";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function quotesOf(odds: MatchOdds): [number, OddsQuote][] {
  if (odds.sport === "football") {
    const { european: e, handicap: h, overUnder: t } = odds;
    return [
      [FootballPlayType.European, { market: "1x2", home: e.home, draw: e.draw, away: e.away }],
      [FootballPlayType.Handicap, { market: "handicap", line: h.line, home: h.home, away: h.away }],
      [FootballPlayType.OverUnder, { market: "total", line: t.line, over: t.over, under: t.under }],
    ];
  }
  const { handicap: h, total: t } = odds;
  return [
    [BasketballPlayType.Handicap, { market: "handicap", line: h.line, home: h.home, away: h.away }],
    [BasketballPlayType.OverUnder, { market: "total", line: t.line, over: t.over, under: t.under }],
  ];
}

// A plain string key and field-by-field objects: JSON.stringify and spreads here dominated the
// cost of a seeded match's odds history.
function quoteKey(q: OddsQuote): string {
  if (q.market === "1x2") return `${q.home}|${q.draw}|${q.away}`;
  return q.market === "handicap" ? `${q.line}|${q.home}|${q.away}` : `${q.line}|${q.over}|${q.under}`;
}

function changeOf(q: OddsQuote, atMs: number, playType: number, score: LiveScore): OddsChange {
  const live = atMs >= 0;
  const { homeScore, awayScore } = score;
  if (q.market === "1x2")
    return {
      market: q.market,
      home: q.home,
      draw: q.draw,
      away: q.away,
      atMs,
      playType,
      live,
      homeScore,
      awayScore,
    };
  if (q.market === "handicap")
    return {
      market: q.market,
      line: q.line,
      home: q.home,
      away: q.away,
      atMs,
      playType,
      live,
      homeScore,
      awayScore,
    };
  return {
    market: q.market,
    line: q.line,
    over: q.over,
    under: q.under,
    atMs,
    playType,
    live,
    homeScore,
    awayScore,
  };
}

/** Keeps only real moves: a market is written again only when one of its numbers changed. */
class ChangeLog {
  readonly changes: OddsChange[] = [];
  private last = new Map<number, string>();

  add(atMs: number, odds: MatchOdds, score: LiveScore) {
    for (const [playType, quote] of quotesOf(odds)) {
      const key = quoteKey(quote);
      if (this.last.get(playType) === key) continue;
      this.last.set(playType, key);
      this.changes.push(changeOf(quote, atMs, playType, score));
    }
  }
}

const withExpected = (odds: MatchOdds, expected: Sides<number>) => ({ ...odds, expected }) as MatchOdds;

/** Opening prices ~48 h out from a noisier view of the match, drifting in 2-5 moves to `prematch`. */
function prematchDrift(rng: Random, prematch: MatchOdds, log: ChangeLog) {
  const spread = prematch.sport === "football" ? 0.1 : 0.02;
  const open = {
    home: prematch.expected.home * Math.exp(normal(rng, 0, spread)),
    away: prematch.expected.away * Math.exp(normal(rng, 0, spread)),
  };
  const openAt = -48 * HOUR_MS + rng.int(0, 360) * MINUTE_MS;
  const closeAt = -rng.int(10, 90) * MINUTE_MS;
  const moves = rng.int(2, 5);
  const times = Array.from({ length: moves }, () => openAt + rng.next() * (closeAt - openAt)).sort(
    (a, b) => a - b,
  );
  const mix = (a: number, b: number, f: number) => Math.pow(a, 1 - f) * Math.pow(b, f);
  const at = [openAt, ...times.slice(0, -1), closeAt];
  at.forEach((atMs, i) => {
    const f = i / (at.length - 1);
    const expected = {
      home: mix(open.home, prematch.expected.home, f),
      away: mix(open.away, prematch.expected.away, f),
    };
    log.add(
      Math.round(atMs),
      i === at.length - 1
        ? prematch
        : liveOdds(withExpected(prematch, expected), { homeScore: 0, awayScore: 0 }, 0),
      { homeScore: 0, awayScore: 0 },
    );
  });
}

/** In-play ticks every 2-6 minutes of play, plus a fresh price shortly after every goal and red card. */
function footballInPlay(rng: Random, script: FootballScript, live: MatchOdds, log: ChangeLog) {
  const times: number[] = [];
  for (const phase of script.phases) {
    if (phase.state !== FootballState.FirstHalf && phase.state !== FootballState.SecondHalf) continue;
    for (let t = phase.startMs + rng.int(30, 150) * 1000; t < phase.endMs; t += rng.int(120, 360) * 1000)
      times.push(t);
  }
  for (const e of script.events) {
    if (!e.type.endsWith("goal") && e.type !== "red" && e.type !== "second-yellow") continue;
    // Books reopen 15-60 s after the incident, before the whistle if it came in the last seconds.
    const phase = script.phases[phaseIndexAt(script.phases, e.atMs)];
    times.push(Math.min(e.atMs + rng.int(15, 60) * 1000, phase.endMs - 1000));
  }
  for (const t of times.sort((a, b) => a - b)) {
    const s = footballStateAt(script, t);
    if (s.state !== FootballState.FirstHalf && s.state !== FootballState.SecondHalf) continue;
    const score = {
      homeScore: s.homeScore,
      awayScore: s.awayScore,
      homeRed: s.red.home,
      awayRed: s.red.away,
    };
    log.add(t, liveOdds(live, score, s.minute + s.addedMinute), score);
  }
}

const BASKETBALL_PLAYING = new Set<number>([
  BasketballState.FirstQuarter,
  BasketballState.SecondQuarter,
  BasketballState.ThirdQuarter,
  BasketballState.FourthQuarter,
  BasketballState.Overtime,
]);

function basketballInPlay(rng: Random, script: BasketballScript, live: MatchOdds, log: ChangeLog) {
  const rules = BASKETBALL_RULES[script.rules];
  for (let t = rng.int(60, 180) * 1000; t < script.endMs; t += rng.int(120, 300) * 1000) {
    const s = basketballScoreAt(script, t);
    if (!BASKETBALL_PLAYING.has(s.state)) continue;
    const before =
      s.period <= 4
        ? (s.period - 1) * rules.quarterMinutes
        : 4 * rules.quarterMinutes + (s.period - 5) * rules.overtimeMinutes;
    const length = s.period <= 4 ? rules.quarterMinutes : rules.overtimeMinutes;
    const score = { homeScore: s.homeScore, awayScore: s.awayScore };
    log.add(t, liveOdds(live, score, before + length - s.remainingSeconds / 60), score);
  }
}

/**
 * Every price change of one bookmaker for one match: prematch drift in the 48 h before kick-off,
 * then in-play moves until the final whistle. `noiseSeed` makes each company move differently.
 */
export function oddsChanges(
  script: FootballScript | BasketballScript,
  prematch: MatchOdds,
  noiseSeed: number,
): OddsChange[] {
  if (script.sport !== prematch.sport) throw new Error(`${prematch.sport} odds for a ${script.sport} script`);
  const rng = stream(noiseSeed ^ script.seed, 21);
  const log = new ChangeLog();
  prematchDrift(rng, prematch, log);
  // Each company reads the game a little differently once it starts.
  const bias = prematch.sport === "football" ? 0.04 : 0.01;
  const live = withExpected(prematch, {
    home: prematch.expected.home * Math.exp(normal(rng, 0, bias)),
    away: prematch.expected.away * Math.exp(normal(rng, 0, bias)),
  });
  if (script.sport === "football") footballInPlay(rng, script, live, log);
  else basketballInPlay(rng, script, live, log);
  return log.changes;
}
