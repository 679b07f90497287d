import { describe, expect, it } from "vitest";
import { chineseSuperLeague } from "../teams-asia-americas";
import { chineseSuperLeagueSquads } from "./chinese-super-league";
import { checkLeagueSquads } from "./squad-sheet";

const squads = checkLeagueSquads(
  chineseSuperLeagueSquads,
  chineseSuperLeague.map((t) => t[2]),
  "football",
);
const star = (team: string, nameEn: string) => squads.get(team)!.find((p) => p.nameEn === nameEn);
const best = (team: string) => [...squads.get(team)!].sort((a, b) => b.rating - a.rating)[0];

describe("中超 squads", () => {
  it("cover every club with a real squad sheet", () => {
    expect(squads.size).toBe(chineseSuperLeague.length);
  });

  it.each([
    ["Shanghai Port", "Wu Lei", "武磊"],
    ["Shanghai Port", "Yan Junling", "颜骏凌"],
    ["Shandong Taishan", "Wang Dalei", "王大雷"],
    ["Chengdu Rongcheng", "Wei Shihao", "韦世豪"],
    ["Beijing Guoan", "Zhang Yuning", "张玉宁"],
    ["Shandong Taishan", "Cryzan", "克雷桑"],
  ])("puts the player where fans look: %s has %s", (team, nameEn, name) => {
    expect(star(team, nameEn)).toMatchObject({ name });
  });

  it("makes Wu Lei the top of Shanghai Port, with Oscar gone", () => {
    expect(best("Shanghai Port").nameEn).toBe("Wu Lei");
    expect([...squads.values()].flat().some((p) => p.nameEn === "Oscar")).toBe(false);
  });

  it("registers at most five foreigners per club (plus the Hong Kong slot)", () => {
    for (const [team, players] of squads) {
      const foreign = players.filter((p) => p.nationality !== "中国" && p.nationality !== "中国香港");
      expect(foreign.length, team).toBeLessThanOrEqual(5);
    }
  });

  it("lists each player at one club only", () => {
    const names = [...squads.values()].flat().map((p) => p.nameEn);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
