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

  it("lead a competition to its next match day's schedule, else to its latest match", () => {
    const today = Date.parse("2026-11-24T00:00:00+08:00");
    const saturdayEvening = Date.parse("2026-11-28T20:00:00+08:00");
    expect(competitionHitHref(1, 36, { id: 5, kickoff: saturdayEvening }, today)).toBe(
      "/next?date=2026-11-28&sportId=1&leagueIds=36",
    );
    expect(competitionHitHref(1, 36, { id: 5, kickoff: today - 86_400_000 }, today)).toBe("/football/live/5");
    expect(competitionHitHref(2, 7, null, today)).toBe("/next?sportId=2&leagueIds=7");
  });
});
