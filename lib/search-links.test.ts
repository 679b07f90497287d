import { describe, expect, it } from "vitest";
import { competitionHitHref, expertHitHref, matchPageHref, playerHitHref, teamHitHref } from "./search-links";

describe("search hit links", () => {
  it("sends players, teams and competitions to their database pages, per sport", () => {
    expect(teamHitHref(1, 5)).toBe("/database/fb/team/5");
    expect(playerHitHref(2, 7)).toBe("/database/lq/player/7");
    expect(competitionHitHref(1, 36)).toBe("/database/fb/league/36");
    expect(competitionHitHref(2, 1)).toBe("/database/lq/1");
  });

  it("sends matches to their match page and experts to theirs", () => {
    expect(matchPageHref(2, 98)).toBe("/basketball/live/98");
    expect(expertHitHref(3)).toBe("/guide/expert/info/3");
  });
});
