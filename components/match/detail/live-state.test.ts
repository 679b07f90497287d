import { describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { mergeUpdate, stateText } from "./live-state";

const current = {
  id: 5,
  state: FootballState.FirstHalf,
  clock: "44",
  homeScore: 0,
  awayScore: 0,
  homeHalfScore: null,
  awayHalfScore: null,
  homeCorners: 1,
  awayCorners: 0,
  homeYellow: 0,
  awayYellow: 0,
  homeRed: 0,
  awayRed: 0,
};

describe("mergeUpdate", () => {
  it("takes the live columns of this match's update frame", () => {
    const next = mergeUpdate(current, {
      ...current,
      state: FootballState.HalfTime,
      clock: "",
      homeScore: 1,
      homeHalfScore: 1,
      awayHalfScore: 0,
    });
    expect(next).toMatchObject({
      state: FootballState.HalfTime,
      homeScore: 1,
      homeHalfScore: 1,
      awayHalfScore: 0,
      homeCorners: 1,
    });
  });

  it("ignores other matches and junk", () => {
    expect(mergeUpdate(current, { ...current, id: 6, homeScore: 3 })).toBe(current);
    expect(mergeUpdate(current, "nonsense")).toBe(current);
    expect(mergeUpdate(current, { id: 5, state: null }).state).toBe(FootballState.FirstHalf);
  });
});

describe("stateText", () => {
  it("shows the running minute, else the state's label", () => {
    expect(stateText(FootballState.SecondHalf, "67")).toBe("67'");
    expect(stateText(FootballState.FirstHalf, "45+2")).toBe("45+2'");
    expect(stateText(FootballState.HalfTime, "")).toBe("中场");
    expect(stateText(FootballState.Finished, "")).toBe("完场");
    expect(stateText(FootballState.NotStarted, "")).toBe("未开赛");
  });
});
