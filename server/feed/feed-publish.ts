import { isScoringEvent } from "@/lib/codes/match-events";
import type { GoalAlert } from "@/lib/contracts/match-list";
import { liveChannels } from "@/lib/contracts/match-list";
import {
  type LiveOddsChange,
  type MatchCommentaryFrame,
  type MatchEventFrame,
  type MatchMomentumFrame,
  type MatchStatsFrame,
  type MatchUpdate,
} from "@/lib/contracts/match-stream";
import { MatchStreamEvent } from "@/lib/codes/match-stream-events";
import type { EventBus } from "../realtime/event-bus";
import type { BoxScoreLine, PlayedOddsChange, TeamStatLine } from "./played-match";
import type { TimedLine } from "./football-commentary";
import type { TimedEvent } from "./football-timeline";
import type { MatchPlan } from "./match-plan";
import type { TimedMomentum } from "./momentum";

/** What one tick of one match has to tell the pages; rows already filtered to the ones not yet sent. */
export type TickNews = {
  plan: MatchPlan;
  update: MatchUpdate | null;
  events: { row: TimedEvent; id: number }[];
  commentary: { line: TimedLine; id: number }[];
  odds: readonly PlayedOddsChange[];
  stats: { home: TeamStatLine; away: TeamStatLine } | null;
  box: readonly BoxScoreLine[];
  /** Possession and attacks since the last tick (the animated view), newest few only. */
  momentum: readonly TimedMomentum[];
};

const FOOTBALL_STATS = [
  "possession",
  "shots",
  "shotsOnTarget",
  "corners",
  "fouls",
  "offsides",
  "yellowCards",
  "redCards",
  "saves",
  "attacks",
  "dangerousAttacks",
] as const;
const BASKETBALL_STATS = [
  "fieldGoalsScored",
  "fieldGoalsAttempted",
  "threePointsScored",
  "threePointsAttempted",
  "freeThrowsScored",
  "freeThrowsAttempted",
  "rebounds",
  "offensiveRebounds",
  "assists",
  "steals",
  "blocks",
  "turnovers",
  "fouls",
] as const;

const pick = <K extends string>(line: TeamStatLine, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, (line as Record<string, number | undefined>)[k] ?? 0])) as Record<
    K,
    number
  >;
const accuracy = (made: number, tried: number) => (tried > 0 ? Math.round((made * 1000) / tried) / 10 : 0);
const minuteLabel = (e: TimedEvent) => (e.addedMinute ? `${e.minute}+${e.addedMinute}` : `${e.minute}`);

function eventFrame(plan: MatchPlan, e: TimedEvent, id: number): MatchEventFrame {
  const ref = (playerId: number | null | undefined) =>
    playerId ? { id: playerId, name: plan.names.player(playerId) } : null;
  return {
    matchId: plan.match.id,
    id,
    type: e.type,
    side: e.side,
    period: e.period,
    minute: e.minute,
    addedMinute: e.addedMinute ?? 0,
    clock: e.clock,
    player: ref(e.playerId),
    assist: ref(e.assistPlayerId),
    subOut: ref(e.subOutPlayerId),
    homeScore: e.homeScore,
    awayScore: e.awayScore,
    note: e.note ?? "",
  };
}

function statsFrame(
  plan: MatchPlan,
  stats: NonNullable<TickNews["stats"]>,
  box: readonly BoxScoreLine[],
): MatchStatsFrame {
  const matchId = plan.match.id;
  if (plan.script.sport === "football")
    return {
      sport: "football",
      matchId,
      home: pick(stats.home, FOOTBALL_STATS),
      away: pick(stats.away, FOOTBALL_STATS),
    };
  return {
    sport: "basketball",
    matchId,
    home: pick(stats.home, BASKETBALL_STATS),
    away: pick(stats.away, BASKETBALL_STATS),
    players: box.map((b) => {
      const player = plan.players.get(b.playerId);
      return {
        ...b,
        starter: b.starter ?? false,
        name: player?.name ?? "",
        number: player?.number ?? 0,
        position: player?.position ?? "",
        fieldGoalsAccuracy: accuracy(b.fieldGoalsScored ?? 0, b.fieldGoalsAttempted ?? 0),
        threePointsAccuracy: accuracy(b.threePointsScored ?? 0, b.threePointsAttempted ?? 0),
        freeThrowsAccuracy: accuracy(b.freeThrowsScored ?? 0, b.freeThrowsAttempted ?? 0),
      } as Extract<MatchStatsFrame, { sport: "basketball" }>["players"][number];
    }),
  };
}

/** Publishes one tick of one match: list changes on the sport channel, everything on the match channel. */
export async function publishNews(bus: EventBus, n: TickNews) {
  const { plan } = n;
  const { id: matchId, sportId } = plan.match;
  const sport = liveChannels.sport(sportId);
  const match = liveChannels.match(matchId);
  const goals: GoalAlert[] = n.events
    .filter(({ row }) => isScoringEvent(row.type) && row.side)
    .map(({ row }) => ({
      matchId,
      side: row.side!,
      minute: minuteLabel(row),
      homeScore: row.homeScore,
      awayScore: row.awayScore,
    }));
  if (n.update) {
    await bus.publish(sport, { type: MatchStreamEvent.Update, data: n.update });
    await bus.publish(match, { type: MatchStreamEvent.Update, data: n.update });
  }
  for (const goal of goals) {
    await bus.publish(sport, { type: MatchStreamEvent.Goal, data: goal });
    await bus.publish(match, { type: MatchStreamEvent.Goal, data: goal });
  }
  for (const { row, id } of n.events)
    await bus.publish(match, { type: MatchStreamEvent.Event, data: eventFrame(plan, row, id) });
  for (const { line, id } of n.commentary) {
    const { atMs: _at, ...rest } = line;
    const data: MatchCommentaryFrame = { ...rest, kind: rest.kind ?? null, id, matchId };
    await bus.publish(match, { type: MatchStreamEvent.Commentary, data });
  }
  if (n.stats)
    await bus.publish(match, { type: MatchStreamEvent.Stats, data: statsFrame(plan, n.stats, n.box) });
  for (const { atMs: _at, ...moment } of n.momentum) {
    const data: MatchMomentumFrame = { matchId, ...moment };
    await bus.publish(match, { type: MatchStreamEvent.Momentum, data });
  }
  if (n.odds.length) {
    const kickoff = plan.match.kickoff.getTime();
    const changes: LiveOddsChange[] = n.odds.map(({ atMs, ...c }) => ({
      ...c,
      changedAt: new Date(kickoff + atMs).toISOString(),
    }));
    await bus.publish(match, { type: MatchStreamEvent.Odds, data: { matchId, changes } });
  }
}
