import { describe, expect, it } from "vitest";
import { laLiga } from "../teams-top5";
import { laLigaSquads } from "./la-liga";
import { checkLeagueSquads } from "./squad-sheet";

const squads = checkLeagueSquads(
  laLigaSquads,
  laLiga.map((t) => t[2]),
  "football",
);
const star = (team: string, nameEn: string) => squads.get(team)!.find((p) => p.nameEn === nameEn);

describe("西甲 squads", () => {
  it("cover every club with a real squad sheet", () => {
    expect(squads.size).toBe(laLiga.length);
  });

  it.each([
    ["Real Madrid", "Kylian Mbappé", "基利安·姆巴佩"],
    ["Real Madrid", "Vinícius Júnior", "维尼修斯·儒尼奥尔"],
    ["Real Madrid", "Jude Bellingham", "裘德·贝林厄姆"],
    ["FC Barcelona", "Lamine Yamal", "拉明·亚马尔"],
    ["FC Barcelona", "Pedri", "佩德里"],
    ["FC Barcelona", "Robert Lewandowski", "罗伯特·莱万多夫斯基"],
  ])("puts the star where fans look: %s has %s", (team, nameEn, name) => {
    expect(star(team, nameEn)).toMatchObject({ name });
    expect(star(team, nameEn)!.rating).toBeGreaterThanOrEqual(88);
  });

  it("lists each player at one club only", () => {
    const names = [...squads.values()].flat().map((p) => p.nameEn);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
