import type { Random } from "./random";
import type { BasketballPlay, BasketballPlayType, BasketballStint } from "./basketball-types";
import type { BasketballRules } from "./basketball-rules";
import { possession } from "./basketball-possession";
import { chooseLineup, startersOf, type Baller } from "./basketball-roster";
import { clamp, normal, weightedIndex } from "./engine-random";
import type { Side, Sides } from "./types";

export type SimTeam = {
  side: Side;
  strength: number;
  ballers: Baller[];
  onFloor: number[];
  played: number[];
  fouls: number[];
  fouledOut: Set<number>;
  teamFouls: number;
  momentum: number;
};

export function simTeam(side: Side, strength: number, ballers: Baller[]): SimTeam {
  const zeros = ballers.map(() => 0);
  return {
    side,
    strength,
    ballers,
    onFloor: startersOf(ballers),
    played: zeros,
    fouls: [...zeros],
    fouledOut: new Set(),
    teamFouls: 0,
    momentum: 0,
  };
}

type Period = { index: number; lengthSeconds: number; startMs: number; msPerSecond: number };
type Extra = Partial<Pick<BasketballPlay, "assistPlayerId" | "stealPlayerId" | "blockPlayerId">>;

const GARBAGE_LEAD = 20;
const POINTS: Partial<Record<BasketballPlayType, number>> = { "2pt-made": 2, "3pt-made": 3, "ft-made": 1 };

/** Possession-by-possession simulation; every point and box-score line comes from a recorded play. */
export class GameSim {
  readonly plays: BasketballPlay[] = [];
  readonly stints: BasketballStint[] = [];
  readonly score = { home: 0, away: 0 };
  readonly periodScores: Sides<number[]> = { home: [], away: [] };
  private period: Period = { index: 0, lengthSeconds: 0, startMs: 0, msPerSecond: 0 };
  private t = 0;

  constructor(
    readonly rng: Random,
    readonly rules: BasketballRules,
    private readonly teams: Sides<SimTeam>,
  ) {}

  playPeriod(period: Period, firstOffense: Side, overtime: boolean) {
    this.period = period;
    this.t = 0;
    this.periodScores.home.push(0);
    this.periodScores.away.push(0);
    const L = period.lengthSeconds;
    const bounds = overtime
      ? [L]
      : [L * (0.35 + this.rng.next() * 0.2), L * (0.65 + this.rng.next() * 0.2), L];
    for (const team of [this.teams.home, this.teams.away]) team.teamFouls = 0;
    let offense = firstOffense;
    let from = 0;
    bounds.forEach((to, segment) => {
      const last = period.index === 4 && segment === bounds.length - 1;
      // A game decided by 20+ going into the last minutes is finished by the bench.
      const decided = Math.abs(this.score.home - this.score.away) >= GARBAGE_LEAD;
      const mode = last && decided ? "garbage" : overtime || last ? "closers" : "normal";
      for (const team of [this.teams.home, this.teams.away]) {
        const fresh = segment === 0 && (period.index === 1 || period.index === 3);
        team.onFloor = fresh
          ? startersOf(team.ballers)
          : chooseLineup(this.rng, team.ballers, team.played, team.fouledOut, mode);
      }
      while (true) {
        const duration = clamp(normal(this.rng, this.rules.possessionSeconds, 4.5), 4, 24);
        if (this.t + duration >= to) break;
        this.t += duration;
        possession(
          this,
          this.teams[offense],
          this.teams[offense === "home" ? "away" : "home"],
          offense === "home",
        );
        offense = offense === "home" ? "away" : "home";
      }
      if (to < L) this.t = to;
      this.closeStints(from, to);
      from = to;
    });
  }

  private closeStints(from: number, to: number) {
    for (const team of [this.teams.home, this.teams.away]) {
      for (const i of team.onFloor) {
        team.played[i] += to - from;
        const open = this.stints.findLast((s) => s.side === team.side && s.playerId === team.ballers[i].id);
        if (open && open.period === this.period.index && open.toSeconds === from) open.toSeconds = to;
        else
          this.stints.push({
            side: team.side,
            playerId: team.ballers[i].id,
            period: this.period.index,
            fromSeconds: from,
            toSeconds: to,
          });
      }
    }
  }

  pick(team: SimTeam, weight: (b: Baller) => number, skip = -1): number {
    const weights = team.onFloor.map((i) => (i === skip ? 0 : weight(team.ballers[i])));
    return team.onFloor[Math.max(0, weightedIndex(this.rng, weights))];
  }

  record(type: BasketballPlayType, team: SimTeam, index: number, extra: Extra = {}) {
    const points = POINTS[type] ?? 0;
    this.score[team.side] += points;
    this.periodScores[team.side][this.period.index - 1] += points;
    const { startMs, msPerSecond, index: period } = this.period;
    // Plays at the same game second (free throws, rebounds) are a few real seconds apart, inside the period.
    const last = this.plays.at(-1);
    const endMs = startMs + this.period.lengthSeconds * msPerSecond - 1;
    const atMs = Math.min(
      Math.max(Math.round(startMs + this.t * msPerSecond), last ? last.atMs + 1500 : 0),
      endMs,
    );
    this.plays.push({
      atMs,
      period,
      elapsedSeconds: Math.round(this.t * 10) / 10,
      type,
      side: team.side,
      playerId: team.ballers[index].id,
      assistPlayerId: extra.assistPlayerId ?? null,
      stealPlayerId: extra.stealPlayerId ?? null,
      blockPlayerId: extra.blockPlayerId ?? null,
      points,
      homeScore: this.score.home,
      awayScore: this.score.away,
    });
  }

  foul(defense: SimTeam) {
    // A player at the limit is only picked when all five on the floor are (they leave at the next change).
    const open = defense.onFloor.map((i) =>
      defense.fouls[i] < this.rules.foulLimit ? defense.ballers[i].foul : 0,
    );
    const k = weightedIndex(this.rng, open);
    const i = k < 0 ? this.pick(defense, (b) => b.foul) : defense.onFloor[k];
    defense.fouls[i]++;
    defense.teamFouls++;
    if (defense.fouls[i] >= this.rules.foulLimit) defense.fouledOut.add(defense.ballers[i].id);
    this.record("foul", defense, i);
  }

  /** Free throws; true when the last one is missed and the ball is live. */
  freeThrows(team: SimTeam, shooter: number, count: number): boolean {
    const b = team.ballers[shooter];
    const pct = clamp(this.rules.ftPct + b.ft + (b.talent - 1) * 0.05, 0.45, 0.95);
    let made = false;
    for (let k = 0; k < count; k++) {
      made = this.rng.chance(pct);
      this.record(made ? "ft-made" : "ft-missed", team, shooter);
    }
    return !made;
  }

  /** Moves the game clock on after an offensive rebound; false when the period is about to end. */
  advance(seconds: number): boolean {
    const next = this.t + seconds;
    if (next >= this.period.lengthSeconds - 1) return false;
    this.t = next;
    return true;
  }

  /** True when the offence keeps the ball. */
  rebound(o: SimTeam, d: SimTeam, offensiveRate: number): boolean {
    if (this.rng.chance(offensiveRate)) {
      this.record(
        "rebound-offensive",
        o,
        this.pick(o, (b) => b.rebound * Math.sqrt(b.talent)),
      );
      return true;
    }
    this.record(
      "rebound-defensive",
      d,
      this.pick(d, (b) => b.rebound * Math.sqrt(b.talent)),
    );
    return false;
  }
}
