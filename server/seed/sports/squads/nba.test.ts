import { describe, expect, it } from "vitest";
import { nbaEast, nbaWest } from "../teams-basketball";
import { nbaSquads } from "./nba";
import { checkLeagueSquads } from "./squad-sheet";

describe("NBA squads", () => {
  const squads = checkLeagueSquads(
    nbaSquads,
    [...nbaEast, ...nbaWest].map((t) => t[2]),
    "basketball",
  );
  const has = (team: string, nameEn: string) => squads.get(team)!.some((p) => p.nameEn === nameEn);

  it("cover all 30 teams with a real roster", () => {
    expect(squads.size).toBe(30);
  });

  it("put the stars where fans look for them", () => {
    expect(has("Atlanta Hawks", "Trae Young")).toBe(true);
    expect(has("New York Knicks", "Jalen Brunson")).toBe(true);
    expect(has("Los Angeles Lakers", "LeBron James")).toBe(true);
    expect(has("Los Angeles Lakers", "Luka Dončić")).toBe(true);
    expect(has("Denver Nuggets", "Nikola Jokić")).toBe(true);
    expect(has("Oklahoma City Thunder", "Shai Gilgeous-Alexander")).toBe(true);
    expect(has("Houston Rockets", "Kevin Durant")).toBe(true);
    expect(has("Portland Trail Blazers", "Yang Hansen")).toBe(true);
  });

  it("rate each team's star highest", () => {
    const best = (team: string) => [...squads.get(team)!].sort((a, b) => b.rating - a.rating)[0].nameEn;
    expect(best("Denver Nuggets")).toBe("Nikola Jokić");
    expect(best("Milwaukee Bucks")).toBe("Giannis Antetokounmpo");
    expect(best("San Antonio Spurs")).toBe("Victor Wembanyama");
  });

  it("list every player once across the league", () => {
    const names = [...squads.values()].flat().map((p) => p.nameEn);
    expect(new Set(names).size).toBe(names.length);
  });
});
