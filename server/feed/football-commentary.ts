import { MatchEventType } from "@/lib/codes/match-events";
import type { CommentaryLine } from "./played-match";
import { lastIndexAtOrBefore } from "./engine/engine-random";
import { MINUTE_MS } from "./engine/football-clock";
import type { FootballScript } from "./engine/types";
import { footballClock, SHOOTOUT_PERIOD, type TimedEvent } from "./football-timeline";
import { pickText, rivalOf, teamOf, who, type MatchNames } from "./match-names";

export type TimedLine = CommentaryLine & { atMs: number };

const GOAL_WAYS = [
  "推射破门",
  "头球破门",
  "劲射破门",
  "抽射破门",
  "低射破门",
  "补射破门",
  "禁区外远射破门",
  "挑射破门",
];
const BOOKINGS = ["战术犯规", "铲球动作过大", "拉拽对手", "背后推人", "抗议判罚"];
const STAT_MINUTES = [15, 30, 60, 75];
const cornerLines = (team: string, rival: string) => [
  `${team}获得角球。`,
  `${team}获得角球，${rival}全力防守。`,
  `${team}赢得一次角球机会。`,
  `${team}开出角球，被${rival}后卫顶出。`,
];

function minuteText(e: Pick<TimedEvent, "minute" | "addedMinute">) {
  return e.addedMinute ? `第${e.minute}+${e.addedMinute}分钟` : `第${e.minute}分钟`;
}

function resultText(names: MatchNames, h: number, a: number) {
  const verdict = h === a ? "双方握手言和" : `${h > a ? names.home : names.away}拿下胜利`;
  return `${names.home} ${h}-${a} ${names.away}，${verdict}。`;
}

function markerText(
  script: FootballScript,
  names: MatchNames,
  e: TimedEvent,
  pens: [number, number],
): string {
  const score = `${names.home} ${e.homeScore}-${e.awayScore} ${names.away}`;
  const start = e.type === MatchEventType.PeriodStart;
  switch (e.period) {
    case 1:
      return start ? `比赛开始！${names.home}（主）对阵${names.away}（客）。` : `上半场比赛结束，${score}。`;
    case 2:
      if (start) return "下半场比赛开始。";
      return script.extraTime
        ? `常规时间结束，双方${e.homeScore}-${e.awayScore}战平，比赛将进入加时赛。`
        : `全场比赛结束！${resultText(names, e.homeScore, e.awayScore)}`;
    case 3:
      return start ? "加时赛上半场开始。" : `加时赛上半场结束，${score}。`;
    case 4:
      if (start) return "加时赛下半场开始。";
      return script.penaltyScore
        ? `加时赛结束，双方${e.homeScore}-${e.awayScore}战平，将通过点球大战决出胜负。`
        : `全场比赛结束（含加时）！${resultText(names, e.homeScore, e.awayScore)}`;
    default: {
      if (start) return "点球大战开始。";
      const winner = pens[0] > pens[1] ? names.home : names.away;
      return `点球大战结束，${winner}以${pens[0]}-${pens[1]}胜出，晋级下一轮！`;
    }
  }
}

function eventText(names: MatchNames, e: TimedEvent, n: number, pens: [number, number]): string {
  const at = minuteText(e);
  const team = teamOf(names, e.side);
  const score = `比分${e.homeScore}-${e.awayScore}`;
  const player = names.player(e.playerId);
  switch (e.type) {
    case MatchEventType.Goal: {
      const assist = names.player(e.assistPlayerId);
      const way = player ? `${who(names, e.side, e.playerId)} ${pickText(GOAL_WAYS, n)}` : `${team}破门得分`;
      return assist ? `${at}，${way}！${assist}送出助攻，${score}。` : `${at}，${way}！${score}。`;
    }
    case MatchEventType.PenaltyGoal:
      return `${at}，${who(names, e.side, e.playerId)} 主罚点球命中！${score}。`;
    case MatchEventType.OwnGoal:
      return `${at}，${who(names, e.side === "home" ? "away" : "home", e.playerId)} 解围失误自摆乌龙！${team}受益，${score}。`;
    case MatchEventType.PenaltyMissed:
      return `${at}，${team}获得点球，${player || "主罚球员"}${n % 3 ? "的射门被门将扑出" : "一脚打偏"}！`;
    case MatchEventType.YellowCard:
      return `${at}，${who(names, e.side, e.playerId)} ${pickText(BOOKINGS, n)}，被出示黄牌。`;
    case MatchEventType.SecondYellow:
      return `${at}，${who(names, e.side, e.playerId)} 再吃黄牌，两黄变一红被罚下！${team}少一人作战。`;
    case MatchEventType.RedCard:
      return `${at}，${who(names, e.side, e.playerId)} 犯规动作恶劣，被直接红牌罚下！`;
    case MatchEventType.Substitution:
      return `${at}，${team}换人：${player} 换下 ${names.player(e.subOutPlayerId)}。`;
    case MatchEventType.Corner:
      return `${at}，${pickText(cornerLines(team, rivalOf(names, e.side)), n)}`;
    case MatchEventType.ShootoutScored:
      return `点球大战：${who(names, e.side, e.playerId)} 罚进！点球比分${pens[0]}-${pens[1]}。`;
    default:
      return `点球大战：${who(names, e.side, e.playerId)} 罚失！点球比分${pens[0]}-${pens[1]}。`;
  }
}

/** Every 15 minutes of a half, a line on who has the upper hand. */
function statLines(script: FootballScript, names: MatchNames, timeline: readonly TimedEvent[]): TimedLine[] {
  const lines: TimedLine[] = [];
  for (const phase of script.phases) {
    if (phase.kind !== "play") continue;
    for (const minute of STAT_MINUTES) {
      if (minute <= phase.baseMinute || minute > phase.baseMinute + phase.regularMinutes) continue;
      const atMs = phase.startMs + (minute - phase.baseMinute) * MINUTE_MS;
      const point = script.statPoints[lastIndexAtOrBefore(script.statPoints, atMs)];
      const last = timeline[lastIndexAtOrBefore(timeline, atMs)];
      if (!point || !last) continue;
      const { home: h, away: a } = point;
      const side =
        h.possession >= 58 || h.shots - a.shots >= 4
          ? "home"
          : a.possession >= 58 || a.shots - h.shots >= 4
            ? "away"
            : null;
      const shots = `双方射门${h.shots}-${a.shots}（射正${h.shotsOnTarget}-${a.shotsOnTarget}）`;
      const text = side
        ? `第${minute}分钟，${teamOf(names, side)}占据场上主动，控球率${point[side].possession}%，${shots}。`
        : `第${minute}分钟，双方互有攻守，${names.home}控球率${h.possession}%，${shots}。`;
      lines.push({
        atMs,
        minute,
        clock: footballClock(minute),
        text,
        kind: null,
        homeScore: last.homeScore,
        awayScore: last.awayScore,
      });
    }
  }
  return lines;
}

/** 文字直播 of a football script, from its timeline; oldest first. */
export function footballCommentary(
  script: FootballScript,
  timeline: readonly TimedEvent[],
  names: MatchNames,
): TimedLine[] {
  const pens: [number, number] = [0, 0];
  const lines: TimedLine[] = timeline.map((e, i) => {
    if (e.type === MatchEventType.ShootoutScored) pens[e.side === "home" ? 0 : 1]++;
    const marker = e.type === MatchEventType.PeriodStart || e.type === MatchEventType.PeriodEnd;
    return {
      atMs: e.atMs,
      minute: e.minute,
      clock: e.period === SHOOTOUT_PERIOD ? "点球" : e.clock,
      text: marker ? markerText(script, names, e, pens) : eventText(names, e, script.seed + i, pens),
      kind: e.type,
      homeScore: e.homeScore,
      awayScore: e.awayScore,
    };
  });
  return [...lines, ...statLines(script, names, timeline)].sort((a, b) => a.atMs - b.atMs);
}
