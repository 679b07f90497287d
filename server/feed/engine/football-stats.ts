import type { Random } from "./random";
import { MINUTE_MS } from "./football-clock";
import { minuteCells } from "./football-plan";
import type { FootballEvent, FootballPhase, FootballStatPoint, FootballTeamStats } from "./football-types";
import { clamp, normal, roundRandom } from "./engine-random";
import type { Side, Sides } from "./types";

export function emptyTeamStats(possession = 50): FootballTeamStats {
  return {
    possession,
    shots: 0,
    shotsOnTarget: 0,
    attacks: 0,
    dangerousAttacks: 0,
    corners: 0,
    fouls: 0,
    offsides: 0,
    saves: 0,
    yellowCards: 0,
    redCards: 0,
  };
}

type Tally = Sides<FootballTeamStats> & { shotGoals: Sides<number>; shareSum: number; minutes: number };

type Rates = { shots: number; onTargetShare: number; attackQuality: number };

/** Per-minute rates behind the goals: ~12 shots and ~4 on target a match for an average side. */
function ratesFor(expectedGoals: number): Rates {
  const shots = 11.8 * Math.pow(expectedGoals / 1.3, 0.6);
  return {
    shots: Math.max(0.03, (shots - expectedGoals) / 95),
    onTargetShare: 0.26,
    attackQuality: Math.pow(expectedGoals / 1.3, 0.3),
  };
}

function applyEvent(t: Tally, e: FootballEvent, rng: Random) {
  const own = t[e.side];
  switch (e.type) {
    case "goal":
    case "penalty-goal":
      own.shots++;
      own.shotsOnTarget++;
      own.dangerousAttacks++;
      own.attacks++;
      t.shotGoals[e.side]++;
      break;
    case "penalty-missed":
      own.shots++;
      // Two in three missed penalties are saved; the rest go wide or hit the post.
      if (rng.chance(2 / 3)) own.shotsOnTarget++;
      break;
    case "yellow":
      own.fouls++;
      own.yellowCards++;
      break;
    case "second-yellow":
    case "red":
      own.fouls++;
      own.redCards++;
      break;
    case "corner":
      own.corners++;
      break;
  }
}

function minuteOfPlay(t: Tally, rng: Random, share: number, rates: Sides<Rates>) {
  for (const side of ["home", "away"] as Side[]) {
    const s = t[side];
    const ball = side === "home" ? share : 1 - share;
    const r = rates[side];
    s.attacks += roundRandom(rng, 2.1 * ball);
    s.dangerousAttacks += roundRandom(rng, 1.05 * ball * r.attackQuality);
    const shots = roundRandom(rng, r.shots * ball * 2);
    s.shots += shots;
    for (let i = 0; i < shots; i++) if (rng.chance(r.onTargetShare)) s.shotsOnTarget++;
    s.fouls += roundRandom(rng, 0.12);
    s.offsides += roundRandom(rng, 0.022);
  }
  t.shareSum += share;
  t.minutes++;
}

function snapshot(t: Tally, atMs: number, minute: number): FootballStatPoint {
  const possession = t.minutes === 0 ? 50 : Math.round((100 * t.shareSum) / t.minutes);
  t.home.possession = possession;
  t.away.possession = 100 - possession;
  // A keeper's saves are the shots on target he faced minus the goals they produced.
  t.home.saves = Math.max(0, t.away.shotsOnTarget - t.shotGoals.away);
  t.away.saves = Math.max(0, t.home.shotsOnTarget - t.shotGoals.home);
  return { atMs, minute, home: { ...t.home }, away: { ...t.away } };
}

/**
 * Cumulative statistics: a point at the end of every played minute and one straight after every
 * event, so goals, cards and corners never run ahead of the numbers that explain them.
 */
export function buildStatPoints(
  rng: Random,
  phases: readonly FootballPhase[],
  events: readonly FootballEvent[],
  expectedGoals: Sides<number>,
  meanShare: number,
): FootballStatPoint[] {
  const t: Tally = {
    home: emptyTeamStats(),
    away: emptyTeamStats(),
    shotGoals: { home: 0, away: 0 },
    shareSum: 0,
    minutes: 0,
  };
  const rates = { home: ratesFor(expectedGoals.home), away: ratesFor(expectedGoals.away) };
  const points: FootballStatPoint[] = [];
  let next = 0;
  let drift = 0;
  for (const cell of minuteCells(phases)) {
    const endMs = cell.phase.startMs + (cell.index + 1) * MINUTE_MS;
    for (; next < events.length && events[next].atMs < endMs; next++) {
      applyEvent(t, events[next], rng);
      points.push(snapshot(t, events[next].atMs, events[next].minute));
    }
    drift = 0.85 * drift + normal(rng, 0, 0.05);
    minuteOfPlay(t, rng, clamp(meanShare + drift, 0.22, 0.78), rates);
    points.push(snapshot(t, endMs, cell.minute));
  }
  return points;
}
