import { describe, expect, it } from "vitest";
import { allSheetSquads } from "./index";

// Different people who share an English name (PSG's Vitinha and Genoa's, Roma's Wesley and
// Shenzhen's, Leipzig's Rômulo and Chengdu's, two CBA Zhao Jiayi, a CBA and a 中超 Liu Yang).
const NAMESAKES = new Set(["Vitinha", "Wesley", "Rômulo", "Zhao Jiayi", "Liu Yang"]);

const rows = allSheetSquads().flatMap(({ team, players }) => players.map((p) => ({ ...p, team })));
const clubRows = rows.filter((r) => !r.team.isNational);
const byEnglishName = (list: typeof rows) => {
  const map = new Map<string, typeof rows>();
  for (const r of list) map.set(r.nameEn, [...(map.get(r.nameEn) ?? []), r]);
  return map;
};

describe("squad sheets across clubs", () => {
  it("place each person at one club only (a transfer leaves no copy behind)", () => {
    const byName = byEnglishName(clubRows);
    const twice = [...byName]
      .filter(([name, list]) => list.length > 1 && !NAMESAKES.has(name))
      .map(([name, list]) => `${name}: ${list.map((r) => `${r.team.nameEn} ${r.birthDate}`).join(" / ")}`);
    expect(twice).toEqual([]);
  });

  it("tell namesakes apart by birth date", () => {
    for (const name of NAMESAKES) {
      const dates = clubRows.filter((r) => r.nameEn === name).map((r) => r.birthDate);
      expect(dates.length, name).toBeGreaterThan(1);
      expect(new Set(dates).size, name).toBe(dates.length);
    }
  });

  it("give a national-team player the Chinese name and birth date of his club row", () => {
    const clubs = byEnglishName(clubRows);
    const differ = rows
      .filter((r) => r.team.isNational && clubs.has(r.nameEn))
      .filter((r) => !clubs.get(r.nameEn)!.some((c) => c.name === r.name && c.birthDate === r.birthDate))
      .map((r) => `${r.team.nameEn} ${r.nameEn} ${r.name} ${r.birthDate}`);
    expect(differ).toEqual([]);
  });
});
