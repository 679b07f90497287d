import { describe, expect, it } from "vitest";
import { worldCupNations } from "../teams-national";
import { checkLeagueSquads } from "./squad-sheet";
import { worldCupSquads } from "./world-cup-nations";

const squads = checkLeagueSquads(
  worldCupSquads,
  worldCupNations.map((n) => n[1]),
  "football",
);
const star = (team: string, nameEn: string) => squads.get(team)!.find((p) => p.nameEn === nameEn);

describe("World Cup 2026 national squads", () => {
  it("cover all 48 nations with a real squad sheet", () => {
    expect(squads.size).toBe(worldCupNations.length);
    for (const players of squads.values()) expect(players.length).toBeGreaterThanOrEqual(23);
  });

  it.each([
    ["Argentina", "Lionel Messi", "利昂内尔·梅西", 88],
    ["France", "Kylian Mbappé", "基利安·姆巴佩", 90],
    ["England", "Harry Kane", "哈里·凯恩", 90],
    ["Portugal", "Cristiano Ronaldo", "克里斯蒂亚诺·罗纳尔多", 85],
    ["Norway", "Erling Haaland", "埃尔林·哈兰德", 90],
    ["Egypt", "Mohamed Salah", "穆罕默德·萨拉赫", 88],
    ["South Korea", "Son Heung-min", "孙兴慜", 80],
    ["Japan", "Kaoru Mitoma", "三笘薰", 78],
  ])("puts the star where fans look: %s has %s", (team, nameEn, name, least) => {
    expect(star(team, nameEn)).toMatchObject({ name });
    expect(star(team, nameEn)!.rating).toBeGreaterThanOrEqual(least);
  });

  it("gives each nation's players that nation's Chinese name as nationality", () => {
    for (const [zh, en] of worldCupNations) {
      expect(squads.get(en)!.every((p) => p.nationality === zh)).toBe(true);
    }
  });

  it("rates Messi and Son at the top of their squads", () => {
    const top = (team: string) => Math.max(...squads.get(team)!.map((p) => p.rating));
    expect(star("Argentina", "Lionel Messi")!.rating).toBe(top("Argentina"));
    expect(star("South Korea", "Son Heung-min")!.rating).toBe(top("South Korea"));
  });
});
