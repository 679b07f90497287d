import { describe, expect, it } from "vitest";
import { mergeBasketUpdate } from "./live-match";

const game = {
  id: 7,
  state: 4,
  clock: "05:10",
  homeScore: 40,
  awayScore: 38,
  homeQuarters: [25, 15, null, null, null],
  awayQuarters: [20, 18, null, null, null],
};

describe("mergeBasketUpdate", () => {
  it("takes the live columns of an update of this game", () => {
    const next = mergeBasketUpdate(game, {
      id: 7,
      state: 4,
      clock: "04:51",
      homeScore: 42,
      awayScore: 38,
      homeQuarters: [25, 17, null, null, null],
    });
    expect(next).toMatchObject({
      clock: "04:51",
      homeScore: 42,
      homeQuarters: [25, 17, null, null, null],
      awayQuarters: game.awayQuarters,
    });
  });

  it("ignores other games and malformed values", () => {
    expect(mergeBasketUpdate(game, { id: 8, homeScore: 99 })).toBe(game);
    expect(mergeBasketUpdate(game, { id: 7, homeScore: "99", homeQuarters: "x" })).toEqual(game);
    expect(mergeBasketUpdate(game, null)).toBe(game);
  });
});
