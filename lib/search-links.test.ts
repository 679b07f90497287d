import { describe, expect, it } from "vitest";
import { competitionHitHref, matchPageHref, playerHitHref, teamHitHref } from "./search-links";

describe("search hit links", () => {
  it("lead matches to their sport's match page", () => {
    expect(matchPageHref(1, 12)).toBe("/football/live/12");
    expect(matchPageHref(2, 34)).toBe("/basketball/live/34");
  });

  it("lead teams and players to the team's nearest match, else to the sport's score list", () => {
    expect(teamHitHref(1, 5, 99)).toBe("/football/live/99");
    expect(playerHitHref(2, 7, 98)).toBe("/basketball/live/98");
    expect(teamHitHref(2, 5, null)).toBe("/basketball");
    expect(playerHitHref(1, 7, null)).toBe("/football");
  });

  it("lead a competition to its schedule", () => {
    expect(competitionHitHref(1, 36)).toBe("/next?sportId=1&leagueIds=36");
  });
});
