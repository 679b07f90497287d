import { MatchEventType } from "@/lib/codes/match-events";
import { boxScore } from "./engine/basketball-box";
import { periodName } from "./engine/basketball-state";
import type { BasketballPlay } from "./engine/basketball-types";
import type { BasketballScript } from "./engine/types";
import { basketballClock, secondsBefore } from "./basketball-timeline";
import type { TimedLine } from "./football-commentary";
import type { TimedEvent } from "./football-timeline";
import { teamOf, who, type MatchNames } from "./match-names";

const RUN_CALL = 8;
const MILESTONES = [20, 30, 40, 50];

function periodText(script: BasketballScript, names: MatchNames, e: TimedEvent, topScorer: string): string {
  const { periods } = script;
  const p = periods[e.period - 1];
  const score = `${names.home} ${e.homeScore}-${e.awayScore} ${names.away}`;
  if (e.type === MatchEventType.PeriodStart) {
    if (e.period === 1) return `比赛开始，${names.home}（主）迎战${names.away}（客）。`;
    return e.period <= 4 ? `${periodName(e.period)}比赛开始。` : `${periodName(e.period)}开始！`;
  }
  const quarter = `本节${script.periodScores.home[e.period - 1]}-${script.periodScores.away[e.period - 1]}`;
  if (e.period === periods.length) {
    const winner = e.homeScore > e.awayScore ? names.home : names.away;
    return `全场比赛结束！${score}，${winner}取得胜利。${topScorer}`;
  }
  if (e.period >= 4) {
    const again = e.period > 4 ? "再次" : "";
    return `${p.index === 4 ? "常规时间" : periodName(e.period)}结束，双方${e.homeScore}-${e.awayScore}${again}战平，比赛进入${periodName(e.period + 1)}！`;
  }
  return `${e.period === 2 ? "上半场" : periodName(e.period)}结束，${score}（${quarter}）。`;
}

function topScorerText(script: BasketballScript, names: MatchNames): string {
  const box = boxScore(script, script.plays.length, script.periods.length, Infinity);
  const best = [...box.home, ...box.away].reduce((a, b) => (b.points > a.points ? b : a), box.home[0]);
  const name = best && names.player(best.playerId);
  return name ? `${teamOf(names, best.side)} ${name}全场砍下${best.points}分。` : "";
}

/** Threes, blocks, scoring runs and personal milestones: the moments a 文字直播 editor would call. */
function playText(
  names: MatchNames,
  p: BasketballPlay,
  state: { run: number; runSide: string; called: boolean },
  points: Map<number, number>,
): string | null {
  const score = `${names.home} ${p.homeScore}-${p.awayScore} ${names.away}`;
  if (p.points > 0) {
    if (state.runSide !== p.side) Object.assign(state, { runSide: p.side, run: 0, called: false });
    state.run += p.points;
    const total = (points.get(p.playerId) ?? 0) + p.points;
    points.set(p.playerId, total);
    const milestone = MILESTONES.find((m) => total >= m && total - p.points < m);
    if (milestone && names.player(p.playerId))
      return `${who(names, p.side, p.playerId)} 本场已经拿下${milestone}分！${score}。`;
    if (state.run >= RUN_CALL && !state.called) {
      state.called = true;
      return `${teamOf(names, p.side)}打出一波${state.run}-0的攻击波！${score}。`;
    }
    if (p.type === "3pt-made") {
      const assist = names.player(p.assistPlayerId);
      return `${who(names, p.side, p.playerId)} 命中三分${assist ? `（${assist}助攻）` : ""}！${score}。`;
    }
    return null;
  }
  if (p.blockPlayerId !== null && names.player(p.blockPlayerId)) {
    const defense = p.side === "home" ? "away" : "home";
    return `${who(names, defense, p.blockPlayerId)} 送出封盖，化解了${names.player(p.playerId)}的出手！`;
  }
  return null;
}

/** 文字直播 of a basketball script: period summaries plus the notable plays; oldest first. */
export function basketballCommentary(
  script: BasketballScript,
  timeline: readonly TimedEvent[],
  names: MatchNames,
): TimedLine[] {
  const topScorer = topScorerText(script, names);
  const lines: TimedLine[] = timeline.map((e) => ({
    atMs: e.atMs,
    minute: e.minute,
    clock: e.clock,
    text: periodText(script, names, e, topScorer),
    kind: e.type,
    homeScore: e.homeScore,
    awayScore: e.awayScore,
  }));
  const before = secondsBefore(script.periods);
  const state = { run: 0, runSide: "", called: false };
  const points = new Map<number, number>();
  for (const p of script.plays) {
    const text = playText(names, p, state, points);
    if (!text) continue;
    const period = script.periods[p.period - 1];
    lines.push({
      atMs: p.atMs,
      minute: Math.floor((before[p.period - 1] + p.elapsedSeconds) / 60),
      clock: basketballClock(period, p.elapsedSeconds),
      text,
      kind: null,
      homeScore: p.homeScore,
      awayScore: p.awayScore,
    });
  }
  // Period markers sit on the period's edges, plays strictly inside, so a stable sort keeps them apart.
  return lines.sort((a, b) => a.atMs - b.atMs);
}
