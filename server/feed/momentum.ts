import { MOMENTUM_PER_TICK, MomentumKind, type MomentumKindName } from "@/lib/codes/momentum";
import { basketballClock } from "./basketball-timeline";
import { lastIndexAtOrBefore } from "./engine/engine-random";
import type { BasketballPlay } from "./engine/basketball-types";
import type { FootballStatPoint, FootballTeamStats } from "./engine/football-types";
import type { BasketballScript, FootballScript, Side } from "./engine/types";
import { footballClock } from "./football-timeline";

/** One momentum frame at its script time (ms since kick-off). */
export type TimedMomentum = { atMs: number; side: Side; kind: MomentumKindName; clock: string };

type Delta = { attacks: number; danger: number; shots: number; fouls: number; offsides: number };
const other = (side: Side): Side => (side === "home" ? "away" : "home");

function delta(now: FootballTeamStats, before: FootballTeamStats): Delta {
  return {
    attacks: now.attacks - before.attacks,
    danger: now.dangerousAttacks - before.dangerousAttacks,
    shots: now.shots - before.shots,
    fouls: now.fouls - before.fouls,
    offsides: now.offsides - before.offsides,
  };
}

const weight = (d: Delta) => 4 * d.shots + 2 * d.danger + d.attacks;

/** What a minute of play (two consecutive stat points) looked like: the side on top and its best move. */
function footballMoment(point: FootballStatPoint, before: FootballStatPoint): TimedMomentum {
  const home = delta(point.home, before.home);
  const away = delta(point.away, before.away);
  const clock = footballClock(point.minute);
  const at = (side: Side, kind: MomentumKindName) => ({ atMs: point.atMs, side, kind, clock });
  const lead: Side =
    weight(home) !== weight(away)
      ? weight(home) > weight(away)
        ? "home"
        : "away"
      : point.home.possession >= point.away.possession
        ? "home"
        : "away";
  const d = lead === "home" ? home : away;
  if (d.shots > 0) return at(lead, MomentumKind.Shot);
  if (d.danger > 0) return at(lead, MomentumKind.Danger);
  // A foul gives the other side a free kick; an offside hands the ball back.
  if (home.fouls + away.fouls > 0) return at(home.fouls > 0 ? "away" : "home", MomentumKind.FreeKick);
  if (d.offsides > 0) return at(other(lead), MomentumKind.Offside);
  if (d.attacks > 0) return at(lead, MomentumKind.Attack);
  return at(lead, MomentumKind.Safe);
}

/** One moment per played minute, from the minute's stat points (the points at events are the timeline's). */
export function footballMomentum(script: FootballScript): TimedMomentum[] {
  const eventTimes = new Set(script.events.map((e) => e.atMs));
  const minutes = script.statPoints.filter((p) => !eventTimes.has(p.atMs));
  return minutes.slice(1).map((point, i) => footballMoment(point, minutes[i]));
}

const PLAY_KINDS: Record<BasketballPlay["type"], MomentumKindName> = {
  "2pt-made": MomentumKind.Score,
  "3pt-made": MomentumKind.Score,
  "2pt-missed": MomentumKind.Miss,
  "3pt-missed": MomentumKind.Miss,
  "ft-made": MomentumKind.FreeThrow,
  "ft-missed": MomentumKind.FreeThrow,
  "rebound-offensive": MomentumKind.Rebound,
  "rebound-defensive": MomentumKind.Rebound,
  turnover: MomentumKind.Turnover,
  foul: MomentumKind.Foul,
};

export function basketballMomentum(script: BasketballScript): TimedMomentum[] {
  return script.plays.map((p) => {
    const period = script.periods[p.period - 1];
    return {
      atMs: p.atMs,
      // A foul is shown at the fouled side's basket: the ball is theirs.
      side: p.type === "foul" ? other(p.side) : p.side,
      kind: PLAY_KINDS[p.type],
      clock: period ? basketballClock(period, p.elapsedSeconds) : "",
    };
  });
}

const cache = new WeakMap<FootballScript | BasketballScript, TimedMomentum[]>();

/** The whole match's momentum, worked out once per script (deterministic: the script's own data). */
export function scriptMomentum(script: FootballScript | BasketballScript): TimedMomentum[] {
  let moments = cache.get(script);
  if (!moments) {
    moments = script.sport === "football" ? footballMomentum(script) : basketballMomentum(script);
    cache.set(script, moments);
  }
  return moments;
}

/** The momentum after `fromMs` up to `toMs`, the newest MOMENTUM_PER_TICK of them. */
export function momentumBetween(
  script: FootballScript | BasketballScript,
  fromMs: number,
  toMs: number,
): TimedMomentum[] {
  const moments = scriptMomentum(script);
  const last = lastIndexAtOrBefore(moments, toMs);
  const first = lastIndexAtOrBefore(moments, fromMs) + 1;
  return moments.slice(Math.max(first, last + 1 - MOMENTUM_PER_TICK), last + 1);
}
