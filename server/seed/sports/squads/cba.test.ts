import { describe, expect, it } from "vitest";
import { cba } from "../teams-basketball";
import { cbaSquads } from "./cba";
import { checkLeagueSquads } from "./squad-sheet";

describe("CBA squads", () => {
  const squads = checkLeagueSquads(
    cbaSquads,
    cba.map((t) => t[2]),
    "basketball",
  );
  const has = (team: string, name: string) => squads.get(team)!.some((p) => p.name === name);

  it("cover all 20 clubs with 13-16 players and at most two foreigners", () => {
    expect(squads.size).toBe(20);
    for (const players of squads.values()) {
      expect(players.length).toBeGreaterThanOrEqual(13);
      expect(players.length).toBeLessThanOrEqual(16);
      expect(players.filter((p) => p.nationality !== "中国").length).toBeLessThanOrEqual(2);
    }
  });

  it("put the stars where fans look for them", () => {
    expect(has("Liaoning Flying Leopards", "赵继伟")).toBe(true);
    expect(has("Liaoning Flying Leopards", "张镇麟")).toBe(true);
    expect(has("Guangdong Southern Tigers", "胡明轩")).toBe(true);
    expect(has("Guangdong Southern Tigers", "徐杰")).toBe(true);
    expect(has("Beijing Ducks", "曾凡博")).toBe(true);
    expect(has("Zhejiang Lions", "胡金秋")).toBe(true);
    expect(has("Shanghai Sharks", "王哲林")).toBe(true);
  });

  it("list every player once across the league", () => {
    const names = [...squads.values()].flat().map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
