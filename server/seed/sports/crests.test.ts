import { describe, expect, it } from "vitest";
import { Sport } from "@/lib/codes/sports";
import { catalogueTeams, participantsOf, teamById } from "./catalogue";
import { crestOf, monogramOf, type CrestTeam } from "../../services/crests/crest-svg";

const asCrestTeam = (t: (typeof catalogueTeams)[number]): CrestTeam => ({
  id: t.id,
  nameEn: t.nameEn,
  colour: t.colour,
  colour2: t.colour2,
  basketball: t.sportId === Sport.Basketball,
});
const crests = catalogueTeams.map((t) => crestOf(asCrestTeam(t)));
const design = (c: ReturnType<typeof crestOf>) => `${c.shape}/${c.pattern}/${c.emblem}`;

describe("team crests", () => {
  it("draws the same crest for a team every time", () => {
    const team = asCrestTeam(catalogueTeams[0]);
    expect(crestOf(team).svg).toBe(crestOf({ ...team }).svg);
  });

  it("varies shape, field and emblem across the seeded teams", () => {
    expect(new Set(crests.map((c) => c.shape)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(crests.map((c) => c.pattern)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(crests.map((c) => c.emblem)).size).toBe(4);
  });

  it("gives every team of a league its own design and drawing", () => {
    for (const leagueId of [36, 1]) {
      const teams = participantsOf(leagueId).map((p) => crestOf(asCrestTeam(teamById.get(p.teamId)!)));
      expect(teams.length).toBeGreaterThan(10);
      expect(new Set(teams.map(design)).size).toBe(teams.length);
      expect(new Set(teams.map((c) => c.svg)).size).toBe(teams.length);
    }
  });

  it("paints in the team's colours and is a well-formed standalone SVG", () => {
    const team = asCrestTeam(catalogueTeams[1]);
    const { svg } = crestOf(team);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`fill="${team.colour}"`);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it("spells monograms from the English name without club filler words", () => {
    expect(monogramOf("Manchester City")).toBe("MC");
    expect(monogramOf("Arsenal")).toBe("ARS");
    expect(monogramOf("FC Bayern München")).toBe("BM");
  });
});
