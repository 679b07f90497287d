import { describe, expect, it } from "vitest";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType as T } from "@/lib/codes/match-events";
import type { TimelineEvent } from "@/lib/contracts/match-detail";
import { createReplayCursor, replayStateAt, type ReplayTrack } from "./replay-state";
import { BREAK_MS, eventReplayMs, replayLengthMs, replayPeriods, type EventTime } from "./replay-timeline";

type Row = EventTime & {
  side: "home" | "away" | null;
  homeScore: number;
  awayScore: number;
  player?: string;
};

const row = (r: Partial<Row> & Pick<Row, "type" | "period" | "minute">): Row => ({
  addedMinute: 0,
  second: 0,
  side: null,
  homeScore: 0,
  awayScore: 0,
  ...r,
});

function trackOf(sport: ReplayTrack["sport"], rows: Row[], quarterMinutes = 12): ReplayTrack {
  const periods = replayPeriods(sport, rows, quarterMinutes);
  const events = rows.map((r, i): TimelineEvent & { atMs: number } => ({
    id: i + 1,
    type: r.type,
    side: r.side,
    period: r.period,
    minute: r.minute,
    addedMinute: r.addedMinute,
    clock: `${r.minute}'`,
    player: r.player ? { id: i + 100, name: r.player } : null,
    assist: null,
    subOut: null,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    note: "",
    atMs: eventReplayMs(periods, r),
  }));
  return {
    sport,
    matchId: 7,
    home: { name: "北京国安", colour: "#00a651" },
    away: { name: "上海海港", colour: "#d71920" },
    anchor: "中超老哥",
    caption: "回放",
    periods,
    lengthMs: replayLengthMs(periods),
    events,
    momentum: [],
    scores: [],
  };
}

// 1-0 at 23', booking at 30', 1-1 at 45+2', 2-1 at 63'; 3 minutes added after 90.
const football = trackOf("football", [
  row({ type: T.PeriodStart, period: 1, minute: 0 }),
  row({ type: T.Goal, period: 1, minute: 22, second: 10, side: "home", homeScore: 1, player: "张稀哲" }),
  row({ type: T.YellowCard, period: 1, minute: 29, second: 40, side: "away", homeScore: 1, player: "吴曦" }),
  row({
    type: T.Goal,
    period: 1,
    minute: 45,
    addedMinute: 1,
    second: 30,
    side: "away",
    homeScore: 1,
    awayScore: 1,
  }),
  row({ type: T.PeriodEnd, period: 1, minute: 45, addedMinute: 2, homeScore: 1, awayScore: 1 }),
  row({ type: T.PeriodStart, period: 2, minute: 45, homeScore: 1, awayScore: 1 }),
  row({ type: T.Goal, period: 2, minute: 62, second: 5, side: "home", homeScore: 2, awayScore: 1 }),
  row({ type: T.PeriodEnd, period: 2, minute: 90, addedMinute: 3, homeScore: 2, awayScore: 1 }),
]);

/** Replay ms of a second-half football minute ("67" = the 67th minute, from 66:00). */
const secondHalf = (minute: number) => football.periods[1].startMs + (minute - 1 - 45) * 60_000 + 30_000;

describe("replay timeline", () => {
  it("runs the match's played length with the break cut short", () => {
    expect(football.lengthMs).toBe((47 + 48) * 60_000 + BREAK_MS);
    expect(football.periods[1].startMs).toBe(47 * 60_000 + BREAK_MS);
  });

  it("places a stoppage-time event inside its half", () => {
    expect(football.events[3].atMs).toBe(46.5 * 60_000);
  });
});

describe("replayStateAt", () => {
  it("shows at each minute the score of the goals before it", () => {
    const goals = football.events.filter((e) => e.type === T.Goal);
    for (const ms of [
      0,
      10 * 60_000,
      25 * 60_000,
      46 * 60_000,
      47 * 60_000,
      secondHalf(60),
      secondHalf(63),
      secondHalf(80),
    ]) {
      const before = goals.filter((g) => g.atMs <= ms);
      const m = replayStateAt(football, ms).match;
      expect([m.homeScore, m.awayScore]).toEqual([
        before.at(-1)?.homeScore ?? 0,
        before.at(-1)?.awayScore ?? 0,
      ]);
    }
    expect(replayStateAt(football, secondHalf(64)).match).toMatchObject({ homeScore: 2, awayScore: 1 });
  });

  it("shows a booking only from its minute on", () => {
    expect(replayStateAt(football, 29 * 60_000).match.action).not.toBe("yellow");
    const booked = replayStateAt(football, 29 * 60_000 + 45_000).match;
    expect(booked).toMatchObject({ action: "yellow", player: "吴曦" });
  });

  it("runs the clock, shows 中场 in the break and 完场 at the end", () => {
    expect(replayStateAt(football, secondHalf(63)).match).toMatchObject({
      state: FootballState.SecondHalf,
      clock: "63",
    });
    expect(replayStateAt(football, 45.5 * 60_000).match.clock).toBe("45+1");
    const brk = replayStateAt(football, 47 * 60_000 + BREAK_MS / 2).match;
    expect(brk).toMatchObject({ state: FootballState.HalfTime, action: "period-end" });
    const end = replayStateAt(football, football.lengthMs).match;
    expect(end).toMatchObject({ state: FootballState.Finished, action: "full-time", homeScore: 2 });
  });

  it("plays the momentum between events, and a cursor going back starts again", () => {
    const track: ReplayTrack = {
      ...football,
      momentum: [{ atMs: 5 * 60_000, side: "away", kind: "danger", clock: "6" }],
    };
    const at = createReplayCursor(track);
    expect(at(5 * 60_000 + 1000)).toMatchObject({ match: { side: "away" }, sinceActionMs: 1000 });
    expect(at(secondHalf(63)).match.homeScore).toBe(2);
    expect(at(60_000).match).toMatchObject({ homeScore: 0, action: "kick-off" });
  });

  it("runs basketball on the game clock with short quarter breaks", () => {
    const rows = [1, 2, 3, 4].flatMap((p) => [
      row({ type: T.PeriodStart, period: p, minute: (p - 1) * 10 }),
      row({ type: T.PeriodEnd, period: p, minute: p * 10 }),
    ]);
    const game = trackOf("basketball", rows, 10);
    expect(game.lengthMs).toBe(40 * 60_000 + 3 * BREAK_MS);
    const q3 = game.periods[2].startMs + 4 * 60_000;
    expect(replayStateAt(game, q3).match).toMatchObject({
      state: BasketballState.ThirdQuarter,
      clock: "06:00",
    });
    const scored = { ...game, scores: [{ atMs: q3 - 1000, homeScore: 61, awayScore: 58 }] };
    expect(replayStateAt(scored, q3 - 2000).match.homeScore).toBe(0);
    expect(replayStateAt(scored, q3).match).toMatchObject({ homeScore: 61, awayScore: 58 });
    const brk = game.periods[0].endMs + 1000;
    expect(replayStateAt(game, brk).match.state).toBe(BasketballState.FirstQuarterEnd);
  });
});
