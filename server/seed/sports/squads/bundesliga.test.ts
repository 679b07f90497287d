import { describe, expect, it } from "vitest";
import { bundesliga } from "../teams-top5";
import { bundesligaSquads } from "./bundesliga";
import { checkLeagueSquads } from "./squad-sheet";

describe("德甲 squads", () => {
  const squads = checkLeagueSquads(
    bundesligaSquads,
    bundesliga.map((t) => t[2]),
    "football",
  );
  const has = (team: string, nameEn: string) => squads.get(team)!.some((p) => p.nameEn === nameEn);
  const best = (team: string) => [...squads.get(team)!].sort((a, b) => b.rating - a.rating)[0];

  it("cover every club with a real squad sheet", () => {
    expect(squads.size).toBe(bundesliga.length);
  });

  it("put the stars where fans look for them", () => {
    expect(has("FC Bayern München", "Harry Kane")).toBe(true);
    expect(has("FC Bayern München", "Jamal Musiala")).toBe(true);
    expect(has("Borussia Dortmund", "Serhou Guirassy")).toBe(true);
    expect(has("Bayer 04 Leverkusen", "Florian Wirtz")).toBe(false);
    expect(has("Hamburger SV", "Yussuf Poulsen")).toBe(true);
  });

  it("rate each club's star highest", () => {
    expect(best("FC Bayern München").nameEn).toBe("Harry Kane");
    expect(best("Borussia Dortmund").nameEn).toBe("Serhou Guirassy");
    const bayern = squads.get("FC Bayern München")!;
    expect(bayern.find((p) => p.nameEn === "Harry Kane")!.rating).toBeGreaterThanOrEqual(86);
    expect(bayern.find((p) => p.nameEn === "Jamal Musiala")!.rating).toBeGreaterThanOrEqual(86);
    expect(best("Borussia Dortmund").rating).toBeGreaterThanOrEqual(86);
  });

  it("list every player once across the league", () => {
    const names = [...squads.values()].flat().map((p) => p.nameEn);
    expect(new Set(names).size).toBe(names.length);
  });
});
