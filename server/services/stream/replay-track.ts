import { and, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MatchEventType } from "@/lib/codes/match-events";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import { Sport } from "@/lib/codes/sports";
import type { ReplayTrack } from "@/lib/match-animation/replay-state";
import {
  eventReplayMs,
  replayLengthMs,
  replayPeriods,
  spanReplayMs,
  type EventTime,
  type PeriodSpan,
  type ReplayPeriod,
} from "@/lib/match-animation/replay-timeline";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { leagues, rounds } from "../../db/schema/sports";
import { playbacks } from "../../db/schema/streams";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";
import { loadSetups } from "../../feed/feed-load";
import { storedLive } from "../../feed/live-columns";
import { buildPlan, type MatchPlan } from "../../feed/match-plan";
import { scriptMomentum } from "../../feed/momentum";
import { notFoundError } from "../../errors/biz-error";
import { timelineRows } from "../match-detail/match-live";
import { compareEvents, toTimeline, type EventRow } from "../match-detail/timeline";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");

type MatchRow = typeof matches.$inferSelect;

/**
 * The engine's momentum of a match (the same moments the live animation played), mapped into
 * the replay period by period: each period's script span stretched onto its replay span.
 */
export function planInReplay(
  plan: MatchPlan,
  periods: ReplayPeriod[],
): Pick<ReplayTrack, "momentum" | "scores"> {
  const spans: PeriodSpan[] = [];
  for (const e of plan.timeline) {
    if (e.type === MatchEventType.PeriodStart) spans.push({ period: e.period, fromMs: e.atMs, toMs: e.atMs });
    if (e.type === MatchEventType.PeriodEnd) {
      const span = spans.findLast((s) => s.period === e.period);
      if (span) span.toMs = e.atMs;
    }
  }
  const momentum = scriptMomentum(plan.script).flatMap((m) => {
    const atMs = spanReplayMs(periods, spans, m.atMs);
    return atMs === null ? [] : [{ atMs, side: m.side, kind: m.kind, clock: m.clock }];
  });
  // Basketball baskets are no timeline rows: the score runs with the plays.
  const plays = plan.script.sport === "basketball" ? plan.script.plays : [];
  const scores = plays.flatMap((p) => {
    const atMs = spanReplayMs(periods, spans, p.atMs);
    return atMs === null ? [] : [{ atMs, homeScore: p.homeScore, awayScore: p.awayScore }];
  });
  return { momentum, scores };
}

/** Timeline rows (sorted by compareEvents) placed on the replay's time axis. */
export function eventsInReplay(rows: readonly (EventRow & EventTime)[], periods: ReplayPeriod[]) {
  const seen = new Map<number, number>();
  return toTimeline(rows).map((e, i) => {
    const n = seen.get(e.period) ?? 0;
    seen.set(e.period, n + 1);
    return { ...e, atMs: eventReplayMs(periods, rows[i], n) };
  });
}

/**
 * The plan is rebuilt from the match's seed; when it cannot be (a squad changed since), the
 * replay shows the stored events alone.
 */
async function momentumOf(
  db: Db,
  row: MatchRow,
  leagueName: string,
  knockout: boolean,
  periods: ReplayPeriod[],
) {
  const setups = await loadSetups(db, [{ row, leagueName, knockout, stored: storedLive(row) }]);
  const setup = setups.get(row.id);
  return setup ? planInReplay(buildPlan(setup.toPlay), periods) : null;
}

/** The replay of a finished match as a room's anchor called it. */
export async function matchReplayTrack(
  db: Db,
  matchId: number,
  anchor: string,
  caption: string,
): Promise<ReplayTrack> {
  const [m] = await db
    .select({
      row: matches,
      leagueName: leagues.name,
      knockout: rounds.isKnockout,
      homeName: home.name,
      homeColour: home.colour,
      awayName: away.name,
      awayColour: away.colour,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, matchId));
  if (!m) throw notFoundError("比赛不存在");
  const sport = m.row.sportId === Sport.Basketball ? "basketball" : "football";
  const rows = [...(await timelineRows(db, matchId))].sort(compareEvents);

  // Stored period rows bound the periods (a basketball quarter's length included).
  const periods = replayPeriods(sport, rows);
  const fromPlan = await momentumOf(db, m.row, m.leagueName, m.knockout ?? false, periods).catch(() => null);
  const events = eventsInReplay(rows, periods);
  return {
    sport,
    matchId,
    home: { name: m.homeName, colour: m.homeColour },
    away: { name: m.awayName, colour: m.awayColour },
    anchor,
    caption,
    periods,
    lengthMs: replayLengthMs(periods),
    events,
    momentum: fromPlan?.momentum ?? [],
    // The final whistle shows the stored result, whatever the rebuilt plan says.
    scores: [
      ...(fromPlan?.scores ?? []),
      { atMs: replayLengthMs(periods), homeScore: m.row.homeScore, awayScore: m.row.awayScore },
    ],
  };
}

/** A room replay's track (the media process renders it); 404 for anything but a match replay. */
export async function replayTrack(db: Db, playbackId: number): Promise<ReplayTrack> {
  const [p] = await db
    .select({ matchId: playbacks.matchId, title: playbacks.title, anchor: users.nickName })
    .from(playbacks)
    .innerJoin(rooms, eq(rooms.id, playbacks.roomId))
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(
      and(
        eq(playbacks.id, playbackId),
        eq(playbacks.kind, PlaybackKind.Replay),
        isNotNull(playbacks.matchId),
      ),
    );
  if (!p?.matchId) throw notFoundError("回放不存在");
  return matchReplayTrack(db, p.matchId, p.anchor, p.title);
}
