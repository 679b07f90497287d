import { describe, expect, it } from "vitest";
import { hotBoardHref, leagueHref, playerHref, teamHref } from "./database-links";
import { parseFootballPath, parseHotPath } from "./database-paths";

describe("football database paths", () => {
  it("reads what the link builder writes", () => {
    for (const [href, path] of [
      [leagueHref(1, 36), { kind: "league", id: 36, tab: "standings" }],
      [leagueHref(1, 36, "scorers"), { kind: "league", id: 36, tab: "scorers" }],
      [leagueHref(1, 36, "schedule", 7), { kind: "league", id: 36, tab: "schedule", seasonId: 7 }],
      [teamHref(1, 5), { kind: "team", id: 5 }],
      [playerHref(1, 9), { kind: "player", id: 9 }],
    ] as const) {
      expect(parseFootballPath(href.replace("/database/fb/", "").split("/"))).toEqual(path);
    }
  });

  it("refuses other shapes so the page answers 404", () => {
    for (const slug of [
      ["league"],
      ["league", "abc"],
      ["league", "36", "bogus"],
      ["league", "36", "scorers", "x"],
      ["team", "0"],
      ["team", "5", "extra"],
      ["stadium", "1"],
      [],
    ]) {
      expect(parseFootballPath(slug)).toBeNull();
    }
  });

  it("sends basketball to its own pages", () => {
    expect(leagueHref(2, 1)).toBe("/database/lq/1");
    expect(teamHref(2, 3)).toBe("/database/lq/team/3");
    expect(playerHref(2, 4)).toBe("/database/lq/player/4");
  });
});

describe("hot board paths", () => {
  it("takes a league and an optional season, nothing else", () => {
    expect(hotBoardHref(1, 36)).toBe("/database/fb/hot/36");
    expect(parseHotPath(["36"])).toEqual({ leagueId: 36 });
    expect(parseHotPath(["36", "12"])).toEqual({ leagueId: 36, seasonId: 12 });
    expect(parseHotPath(["36", "x"])).toBeNull();
    expect(parseHotPath(["1", "2", "3"])).toBeNull();
    expect(parseHotPath([])).toBeNull();
  });
});
