import { describe, expect, it } from "vitest";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { coverGradient } from "./cover-art";
import { matchHref, matchPhase } from "./match-phase";

describe("matchPhase", () => {
  it("reads football states", () => {
    expect(matchPhase({ sportId: Sport.Football, state: FootballState.SecondHalf })).toBe("live");
    expect(matchPhase({ sportId: Sport.Football, state: FootballState.Finished })).toBe("finished");
    expect(matchPhase({ sportId: Sport.Football, state: FootballState.NotStarted })).toBe("upcoming");
  });

  it("reads basketball states with their own codes", () => {
    // Code 8 is the fourth quarter in basketball but 完场 in football.
    expect(matchPhase({ sportId: Sport.Basketball, state: BasketballState.FourthQuarter })).toBe("live");
    expect(matchPhase({ sportId: Sport.Football, state: BasketballState.FourthQuarter })).toBe("finished");
    expect(matchPhase({ sportId: Sport.Basketball, state: BasketballState.Finished })).toBe("finished");
  });

  it("links to the match page of the sport", () => {
    expect(matchHref({ sportId: Sport.Football, id: 5 })).toBe("/football/live/5");
    expect(matchHref({ sportId: Sport.Basketball, id: 6 })).toBe("/basketball/live/6");
  });
});

describe("coverGradient", () => {
  it("gives each category its own colours and cycles past the palette", () => {
    expect(coverGradient(1)).not.toBe(coverGradient(2));
    expect(coverGradient(1)).toBe(coverGradient(7));
    expect(coverGradient(0)).toMatch(/^linear-gradient/);
    expect(coverGradient(-3)).toMatch(/^linear-gradient/);
  });
});
