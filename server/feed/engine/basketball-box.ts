import type { BasketballPlayerLine, BasketballPlayType, BasketballRosterEntry } from "./basketball-types";
import type { BasketballScript, Sides } from "./types";

// Columns of the running tally, one row per rostered player.
const PTS = 0,
  FGM = 1,
  FGA = 2,
  TPM = 3,
  TPA = 4,
  FTM = 5,
  FTA = 6,
  REB = 7,
  OREB = 8,
  DREB = 9,
  AST = 10,
  STL = 11,
  BLK = 12,
  TOV = 13,
  PF = 14;
const COLUMNS = 15;
const NONE = -1;

/** What a play adds to the player's row, and to the row of the helper (assist, block, steal). */
const EFFECTS: Record<BasketballPlayType, { own: number[]; helper: number }> = {
  "2pt-made": { own: [FGM, FGA], helper: AST },
  "3pt-made": { own: [FGM, FGA, TPM, TPA], helper: AST },
  "2pt-missed": { own: [FGA], helper: BLK },
  "3pt-missed": { own: [FGA, TPA], helper: BLK },
  "ft-made": { own: [FTM, FTA], helper: NONE },
  "ft-missed": { own: [FTA], helper: NONE },
  "rebound-offensive": { own: [REB, OREB], helper: NONE },
  "rebound-defensive": { own: [REB, DREB], helper: NONE },
  turnover: { own: [TOV], helper: STL },
  foul: { own: [PF], helper: NONE },
};

/** The plays as flat arrays of roster rows, compiled once per script so each tick is a tight loop. */
type Compiled = {
  player: Int16Array;
  helper: Int16Array;
  points: Int8Array;
  effect: { own: number[]; helper: number }[];
  stintRow: Int16Array;
};
const compiled = new WeakMap<BasketballScript, Compiled>();

function compile(script: BasketballScript): Compiled {
  const cached = compiled.get(script);
  if (cached) return cached;
  const rows: Sides<Map<number, number>> = { home: new Map(), away: new Map() };
  script.roster.forEach((r, i) => rows[r.side].set(r.playerId, i));
  const { plays } = script;
  const result: Compiled = {
    player: new Int16Array(plays.length),
    helper: new Int16Array(plays.length),
    points: new Int8Array(plays.length),
    effect: plays.map((p) => EFFECTS[p.type]),
    stintRow: Int16Array.from(script.stints, (s) => rows[s.side].get(s.playerId)!),
  };
  plays.forEach((p, i) => {
    const rival = p.side === "home" ? rows.away : rows.home;
    const helperId = p.assistPlayerId ?? p.stealPlayerId ?? p.blockPlayerId;
    result.player[i] = rows[p.side].get(p.playerId)!;
    result.helper[i] =
      helperId === null
        ? NONE
        : p.assistPlayerId !== null
          ? rows[p.side].get(helperId)!
          : rival.get(helperId)!;
    result.points[i] = p.points;
  });
  compiled.set(script, result);
  return result;
}

// Built field by field: spreading an object and adding fields is ~10x slower in V8, and this runs every tick.
function line(
  { side, playerId, position, starter }: BasketballRosterEntry,
  t: Float64Array,
  row: number,
  seconds: number,
): BasketballPlayerLine {
  const at = row * COLUMNS;
  return {
    side,
    playerId,
    position,
    starter,
    // Any time on the floor shows as at least a minute, so 0 minutes always means no line at all.
    minutesPlayed: Math.max(1, Math.round(seconds / 60)),
    points: t[at + PTS],
    fieldGoalsScored: t[at + FGM],
    fieldGoalsAttempted: t[at + FGA],
    fieldGoalsAccuracy: t[at + FGA] === 0 ? 0 : Math.round((1000 * t[at + FGM]) / t[at + FGA]) / 10,
    threePointsScored: t[at + TPM],
    threePointsAttempted: t[at + TPA],
    freeThrowsScored: t[at + FTM],
    freeThrowsAttempted: t[at + FTA],
    rebounds: t[at + REB],
    offensiveRebounds: t[at + OREB],
    defensiveRebounds: t[at + DREB],
    assists: t[at + AST],
    steals: t[at + STL],
    blocks: t[at + BLK],
    turnovers: t[at + TOV],
    fouls: t[at + PF],
  };
}

/**
 * Box scores after the first `playCount` plays, with minutes counted up to game second
 * `gameSeconds` of period `period` (Infinity for the whole game). A player who has not been on the
 * floor has no line (DNP): plays only ever name players on the floor.
 */
export function boxScore(
  script: BasketballScript,
  playCount: number,
  period: number,
  gameSeconds: number,
): Sides<BasketballPlayerLine[]> {
  const c = compile(script);
  const tally = new Float64Array(script.roster.length * COLUMNS);
  for (let i = 0; i < playCount; i++) {
    const at = c.player[i] * COLUMNS;
    const effect = c.effect[i];
    tally[at + PTS] += c.points[i];
    for (const column of effect.own) tally[at + column]++;
    if (c.helper[i] !== NONE) tally[c.helper[i] * COLUMNS + effect.helper]++;
  }
  const seconds = new Float64Array(script.roster.length);
  script.stints.forEach((s, i) => {
    if (s.period > period) return;
    const to = s.period === period ? Math.min(s.toSeconds, gameSeconds) : s.toSeconds;
    if (to > s.fromSeconds) seconds[c.stintRow[i]] += to - s.fromSeconds;
  });
  const box: Sides<BasketballPlayerLine[]> = { home: [], away: [] };
  script.roster.forEach((entry, row) => {
    if (seconds[row] > 0) box[entry.side].push(line(entry, tally, row, seconds[row]));
  });
  return box;
}
