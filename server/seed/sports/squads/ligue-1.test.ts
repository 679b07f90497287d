import { describe, expect, it } from "vitest";
import { ligue1 } from "../teams-top5";
import { ligue1Squads } from "./ligue-1";
import { checkLeagueSquads } from "./squad-sheet";

const squads = checkLeagueSquads(
  ligue1Squads,
  ligue1.map((t) => t[2]),
  "football",
);
const star = (team: string, nameEn: string) => squads.get(team)!.find((p) => p.nameEn === nameEn);
const best = (team: string) => [...squads.get(team)!].sort((a, b) => b.rating - a.rating)[0];

describe("法甲 squads", () => {
  it("cover every club with a real squad sheet", () => {
    expect(squads.size).toBe(ligue1.length);
  });

  it.each([
    ["Paris Saint-Germain", "Ousmane Dembélé", "奥斯曼·登贝莱"],
    ["Paris Saint-Germain", "Khvicha Kvaratskhelia", "赫维恰·克瓦拉茨赫利亚"],
    ["Paris Saint-Germain", "Achraf Hakimi", "阿什拉夫·哈基米"],
    ["Olympique de Marseille", "Mason Greenwood", "梅森·格林伍德"],
  ])("puts the star where fans look: %s has %s", (team, nameEn, name) => {
    expect(star(team, nameEn)).toMatchObject({ name });
    expect(star(team, nameEn)!.rating).toBeGreaterThanOrEqual(85);
  });

  it("makes Dembélé the top of PSG", () => {
    expect(best("Paris Saint-Germain").nameEn).toBe("Ousmane Dembélé");
  });

  it("lists each player at one club only", () => {
    const names = [...squads.values()].flat().map((p) => p.nameEn);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
