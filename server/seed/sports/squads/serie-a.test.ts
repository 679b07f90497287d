import { describe, expect, it } from "vitest";
import { serieA } from "../teams-top5";
import { serieASquads } from "./serie-a";
import { checkLeagueSquads } from "./squad-sheet";

describe("意甲 squads", () => {
  const squads = checkLeagueSquads(
    serieASquads,
    serieA.map((t) => t[2]),
    "football",
  );
  const has = (team: string, nameEn: string) => squads.get(team)!.some((p) => p.nameEn === nameEn);
  const best = (team: string) => [...squads.get(team)!].sort((a, b) => b.rating - a.rating)[0];

  it("cover every club with a real squad sheet", () => {
    expect(squads.size).toBe(serieA.length);
  });

  it("put the stars where fans look for them", () => {
    expect(has("Inter", "Lautaro Martínez")).toBe(true);
    expect(has("AC Milan", "Rafael Leão")).toBe(true);
    expect(has("SSC Napoli", "Kevin De Bruyne")).toBe(true);
    expect(has("Juventus", "Dušan Vlahović")).toBe(true);
    expect(has("SSC Napoli", "Khvicha Kvaratskhelia")).toBe(false);
  });

  it("rate each club's star highest", () => {
    for (const [team, star] of [
      ["Inter", "Lautaro Martínez"],
      ["AC Milan", "Rafael Leão"],
      ["SSC Napoli", "Kevin De Bruyne"],
    ]) {
      expect(best(team).nameEn).toBe(star);
      expect(best(team).rating).toBeGreaterThanOrEqual(86);
    }
  });

  it("list every player once across the league", () => {
    const names = [...squads.values()].flat().map((p) => p.nameEn);
    expect(new Set(names).size).toBe(names.length);
  });
});
