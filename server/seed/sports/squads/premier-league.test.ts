import { describe, expect, it } from "vitest";
import { premierLeague } from "../teams-top5";
import { premierLeagueSquads } from "./premier-league";
import { checkLeagueSquads } from "./squad-sheet";

const squads = checkLeagueSquads(
  premierLeagueSquads,
  premierLeague.map((t) => t[2]),
  "football",
);
const star = (team: string, nameEn: string) => squads.get(team)!.find((p) => p.nameEn === nameEn);

describe("英超 squads", () => {
  it("cover every club with a real squad sheet", () => {
    expect(squads.size).toBe(premierLeague.length);
  });

  it.each([
    ["Arsenal", "Bukayo Saka", "布卡约·萨卡"],
    ["Arsenal", "Martin Ødegaard", "马丁·厄德高"],
    ["Manchester City", "Erling Haaland", "埃尔林·哈兰德"],
    ["Liverpool", "Mohamed Salah", "穆罕默德·萨拉赫"],
  ])("puts the star where fans look: %s has %s", (team, nameEn, name) => {
    expect(star(team, nameEn)).toMatchObject({ name });
    expect(star(team, nameEn)!.rating).toBeGreaterThanOrEqual(88);
  });

  it("lists each player at one club only", () => {
    const names = [...squads.values()].flat().map((p) => p.nameEn);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
