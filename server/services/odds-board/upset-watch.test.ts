import { describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { upsetWatch } from "./upset-watch";

const favouriteHome = { home: 1.5, away: 6.0 };

describe("冷门预警", () => {
  it("flags a favourite that is behind or level in play", () => {
    expect(
      upsetWatch({ state: FootballState.SecondHalf, homeScore: 0, awayScore: 1 }, favouriteHome),
    ).toEqual({
      favourite: "home",
      odds: 1.5,
      status: "losing",
    });
    expect(
      upsetWatch({ state: FootballState.HalfTime, homeScore: 1, awayScore: 1 }, favouriteHome)?.status,
    ).toBe("drawing");
  });

  it("flags a favourite that lost, and nothing when it won or drew at the end", () => {
    const away = { home: 4.2, away: 1.7 };
    expect(upsetWatch({ state: FootballState.Finished, homeScore: 2, awayScore: 1 }, away)).toEqual({
      favourite: "away",
      odds: 1.7,
      status: "lost",
    });
    expect(upsetWatch({ state: FootballState.Finished, homeScore: 1, awayScore: 1 }, away)).toBeNull();
    expect(upsetWatch({ state: FootballState.Finished, homeScore: 0, awayScore: 3 }, away)).toBeNull();
  });

  it("says nothing before kick-off, when leading, or without a favourite", () => {
    expect(
      upsetWatch({ state: FootballState.NotStarted, homeScore: 0, awayScore: 0 }, favouriteHome),
    ).toBeNull();
    expect(
      upsetWatch({ state: FootballState.FirstHalf, homeScore: 1, awayScore: 0 }, favouriteHome),
    ).toBeNull();
    expect(
      upsetWatch({ state: FootballState.FirstHalf, homeScore: 0, awayScore: 1 }, { home: 2.6, away: 2.6 }),
    ).toBeNull();
    expect(upsetWatch({ state: FootballState.FirstHalf, homeScore: 0, awayScore: 1 }, null)).toBeNull();
  });
});
