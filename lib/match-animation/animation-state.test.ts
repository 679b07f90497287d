import { describe, expect, it } from "vitest";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import type { TimelineEvent } from "@/lib/contracts/match-detail";
import {
  animationReducer,
  initAnimation,
  type AnimationAction,
  type AnimationState,
} from "./animation-state";

const live = { id: 7, state: FootballState.FirstHalf, clock: "20", homeScore: 0, awayScore: 0 };
const football = () => initAnimation("football", live);

function event(type: number, patch: Partial<TimelineEvent> = {}): AnimationAction {
  return {
    type: "event",
    event: {
      id: 1,
      type,
      side: "home",
      period: 1,
      minute: 21,
      addedMinute: 0,
      clock: "21'",
      player: { id: 9, name: "哈兰德" },
      assist: null,
      subOut: null,
      homeScore: 0,
      awayScore: 0,
      note: "",
      ...patch,
    },
  };
}
const run = (s: AnimationState, ...actions: AnimationAction[]) => actions.reduce(animationReducer, s);

describe("the animated view's state", () => {
  it("moves the ball towards the goal the side attacks as momentum builds", () => {
    const s0 = football();
    const safe = run(s0, { type: "momentum", side: "home", kind: "safe", clock: "21'" });
    const danger = run(safe, { type: "momentum", side: "home", kind: "danger", clock: "22'" });
    expect(danger.side).toBe("home");
    expect(danger.action).toBe("danger");
    expect(danger.ball.x).toBeGreaterThan(safe.ball.x);
    const away = run(danger, { type: "momentum", side: "away", kind: "attack", clock: "23'" });
    expect(away.side).toBe("away");
    expect(away.ball.x).toBeLessThan(50);
    expect(away.seq).toBe(3);
  });

  it("puts a goal in the net, takes the event's score and keeps it as the key moment with its run-up", () => {
    const s = run(
      football(),
      { type: "momentum", side: "away", kind: "attack", clock: "20'" },
      { type: "momentum", side: "away", kind: "danger", clock: "21'" },
      event(MatchEventType.Goal, { side: "away", awayScore: 1, player: { id: 3, name: "萨卡" } }),
    );
    expect(s).toMatchObject({ action: "goal", side: "away", homeScore: 0, awayScore: 1, player: "萨卡" });
    expect(s.ball).toEqual({ x: 1, y: 50 });
    expect(s.keyMoment).toMatchObject({ kind: "goal", side: "away", clock: "21'", player: "萨卡" });
    expect(s.keyMoment!.path.at(-1)).toEqual(s.ball);
    expect(s.keyMoment!.path.length).toBeGreaterThan(2);
  });

  it("shows a card or a substitution where play stopped, the side keeping the ball", () => {
    const attacking = run(football(), { type: "momentum", side: "home", kind: "attack", clock: "30'" });
    const card = run(attacking, event(MatchEventType.YellowCard, { side: "away" }));
    expect(card).toMatchObject({ action: "yellow", side: "home", ball: attacking.ball });
    expect(card.keyMoment?.kind).toBe("yellow");
    const red = run(card, event(MatchEventType.SecondYellow, { side: "away" }));
    expect(red.action).toBe("red");
    const sub = run(
      red,
      event(MatchEventType.Substitution, { side: "away", player: { id: 4, name: "替补" } }),
    );
    expect(sub).toMatchObject({ action: "substitution", player: "替补", side: "home" });
    expect(sub.keyMoment?.kind).toBe("red"); // a substitution is no key moment
  });

  it("takes a corner to the flag of the goal the side attacks", () => {
    const s = run(football(), event(MatchEventType.Corner, { side: "home" }));
    expect(s.action).toBe("corner");
    expect(s.ball.x).toBe(100);
    expect([2, 98]).toContain(s.ball.y);
    expect(s.keyMoment?.kind).toBe("corner");
  });

  it("follows the periods: kick-off and half time at the centre spot, full time once the match is over", () => {
    const half = run(football(), event(MatchEventType.PeriodEnd, { side: null, player: null }));
    expect(half).toMatchObject({ action: "period-end", side: null, ball: { x: 50, y: 50 } });
    const second = run(half, event(MatchEventType.PeriodStart, { side: null, period: 2, player: null }));
    expect(second.action).toBe("kick-off");
    const over = run(
      second,
      {
        type: "update",
        frame: { id: 7, state: FootballState.Finished, clock: "", homeScore: 2, awayScore: 1 },
      },
      event(MatchEventType.PeriodEnd, { side: null, period: 2, player: null }),
    );
    expect(over).toMatchObject({
      action: "full-time",
      homeScore: 2,
      awayScore: 1,
      state: FootballState.Finished,
    });
  });

  it("starts as the page was rendered: a finished match at full time, a break as a break", () => {
    const s = initAnimation("football", { ...live, state: FootballState.Finished, homeScore: 3 });
    expect(s).toMatchObject({ action: "full-time", homeScore: 3 });
    expect(initAnimation("football", { ...live, state: FootballState.HalfTime }).action).toBe("period-end");
    expect(initAnimation("football", live).action).toBe("waiting");
    const quarterEnd = { ...live, state: BasketballState.ThirdQuarterEnd };
    expect(initAnimation("basketball", quarterEnd).action).toBe("period-end");
  });

  it("waits for the kick-off (tip-off) before the start, and turns to it when the feed starts the match", () => {
    const before = { ...live, state: FootballState.NotStarted, clock: "" };
    expect(initAnimation("football", before).action).toBe("pre-match");
    const started = run(initAnimation("football", before), {
      type: "update",
      frame: { id: 7, state: FootballState.FirstHalf, clock: "1" },
    });
    expect(started).toMatchObject({ action: "kick-off", state: FootballState.FirstHalf });
    const game = { ...live, state: BasketballState.NotStarted, clock: "" };
    expect(initAnimation("basketball", game).action).toBe("pre-match");
    const still = run(initAnimation("basketball", game), { type: "update", frame: { id: 7, clock: "" } });
    expect(still.action).toBe("pre-match");
  });

  it("ignores updates of other matches and keeps what a frame leaves out", () => {
    const s = run(
      football(),
      { type: "update", frame: { id: 8, homeScore: 5 } },
      { type: "update", frame: { id: 7, clock: "33" } },
    );
    expect(s).toMatchObject({ homeScore: 0, clock: "33", state: FootballState.FirstHalf });
  });

  it("plays basketball: a basket at the hoop, a timeout between quarters", () => {
    const b0 = initAnimation("basketball", { ...live, state: BasketballState.SecondQuarter, clock: "05:00" });
    const scored = run(b0, { type: "momentum", side: "away", kind: "score", clock: "第二节 05:10" });
    expect(scored).toMatchObject({ action: "score", side: "away", ball: { x: 7, y: 50 } });
    const rebound = run(scored, { type: "momentum", side: "home", kind: "rebound", clock: "第二节 05:30" });
    expect(rebound.ball.x).toBeLessThan(50);
    const pause = run(
      rebound,
      { type: "update", frame: { id: 7, state: BasketballState.SecondQuarterEnd, clock: "" } },
      event(MatchEventType.PeriodEnd, { side: null, period: 2, player: null }),
    );
    expect(pause.action).toBe("period-end");
    const over = run(
      pause,
      { type: "update", frame: { id: 7, state: BasketballState.Finished, homeScore: 98, awayScore: 95 } },
      event(MatchEventType.PeriodEnd, { side: null, period: 4, player: null }),
    );
    expect(over).toMatchObject({ action: "full-time", homeScore: 98, awayScore: 95 });
  });
});
