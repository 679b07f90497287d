import { describe, expect, it } from "vitest";
import { isScoringEvent, isSendingOff, matchEventLabel, MatchEventType } from "./match-events";

describe("match event types", () => {
  it("labels the timeline codes and nothing else", () => {
    expect(matchEventLabel(MatchEventType.OwnGoal)).toBe("乌龙球");
    expect(matchEventLabel(MatchEventType.SecondYellow)).toBe("两黄变红");
    expect(matchEventLabel(99)).toBe("");
  });

  it("counts goals, penalties and own goals in the score, not a missed penalty", () => {
    expect([1, 2, 3].every(isScoringEvent)).toBe(true);
    expect(isScoringEvent(MatchEventType.PenaltyMissed)).toBe(false);
    expect(isScoringEvent(MatchEventType.ShootoutScored)).toBe(false);
  });

  it("treats a second yellow as a sending-off", () => {
    expect(isSendingOff(MatchEventType.SecondYellow)).toBe(true);
    expect(isSendingOff(MatchEventType.YellowCard)).toBe(false);
  });
});
