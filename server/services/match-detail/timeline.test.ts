import { describe, expect, it } from "vitest";
import { MatchEventType } from "../../../lib/codes/match-events";
import { toTimeline, type EventRow } from "./timeline";

const row = (over: Partial<EventRow>): EventRow => ({
  id: 1,
  type: MatchEventType.Goal,
  side: "home",
  period: 1,
  minute: 10,
  addedMinute: 0,
  second: 0,
  homeScore: 1,
  awayScore: 0,
  note: "",
  playerId: null,
  playerName: null,
  assistId: null,
  assistName: null,
  subOutId: null,
  subOutName: null,
  ...over,
});

describe("toTimeline", () => {
  it("orders by period, minute and stoppage time, and labels 45+2'", () => {
    const events = toTimeline([
      row({ id: 5, period: 2, minute: 46 }),
      row({ id: 4, period: 1, minute: 45, addedMinute: 2 }),
      row({ id: 3, period: 1, minute: 45 }),
      row({ id: 9, period: 1, minute: 12, second: 30 }),
      row({ id: 2, period: 1, minute: 12, second: 5 }),
    ]);
    expect(events.map((e) => e.id)).toEqual([2, 9, 3, 4, 5]);
    expect(events.map((e) => e.clock)).toEqual(["12'", "12'", "45'", "45+2'", "46'"]);
  });

  it("names the scorer, the assist and the player going off", () => {
    const [goal, sub] = toTimeline([
      row({ id: 1, playerId: 7, playerName: "哈兰德", assistId: 17, assistName: "德布劳内" }),
      row({
        id: 2,
        minute: 60,
        type: MatchEventType.Substitution,
        playerId: 9,
        playerName: "阿尔瓦雷斯",
        subOutId: 7,
        subOutName: "哈兰德",
      }),
    ]);
    expect(goal.player).toEqual({ id: 7, name: "哈兰德" });
    expect(goal.assist).toEqual({ id: 17, name: "德布劳内" });
    expect(goal.subOut).toBeNull();
    expect(sub.subOut).toEqual({ id: 7, name: "哈兰德" });
  });
});
