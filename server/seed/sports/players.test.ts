import { describe, expect, it } from "vitest";
import { shortPlayerName } from "../../../lib/format/player-names";
import { Sport } from "../../../lib/codes/sports";
import { createRandom } from "../../feed/engine/random";
import { catalogueTeams } from "./catalogue";
import { generatePlayers, personKey, type PlayerRow } from "./players";
import { allSheetSquads, sheetSquadOf } from "./squads";
import { STARS_ABROAD } from "./squads/stars-abroad";

const rows = generatePlayers(createRandom(5), catalogueTeams);
const squadOf = new Map<number, PlayerRow[]>();
for (const r of rows) squadOf.set(r.teamId, [...(squadOf.get(r.teamId) ?? []), r]);
const withSheet = catalogueTeams.filter((t) => sheetSquadOf(t));
const generated = catalogueTeams.filter((t) => !sheetSquadOf(t));
const dupes = (items: readonly string[]) => items.filter((x, i) => items.indexOf(x) !== i);

describe("seeded players", () => {
  it("give every club with a squad sheet exactly its sheet", () => {
    expect(withSheet.length).toBeGreaterThanOrEqual(226);
    for (const team of withSheet.filter((t) => !t.isNational)) {
      const seeded = squadOf
        .get(team.id)!
        .map(({ id: _id, teamId: _team, weightKg: _kg, nationalTeamId: _n, nationalNumber: _no, ...p }) => p);
      expect(seeded, team.nameEn).toEqual(sheetSquadOf(team));
    }
  });

  it("give every national team its sheet: its call-ups' club rows and rows of its own", () => {
    for (const team of withSheet.filter((t) => t.isNational)) {
      const squad = rows
        .filter((r) => r.teamId === team.id || r.nationalTeamId === team.id)
        .map((r) => ({
          name: r.name,
          birthDate: r.birthDate,
          number: r.nationalTeamId === team.id ? r.nationalNumber : r.number,
        }))
        .sort((a, b) => a.number! - b.number!);
      const sheet = sheetSquadOf(team)!
        .map((p) => ({ name: p.name, birthDate: p.birthDate, number: p.number }))
        .sort((a, b) => a.number - b.number);
      expect(squad, team.nameEn).toEqual(sheet);
    }
  });

  it("make one row of each person: a call-up is his club row, with his national number", () => {
    // Real people (generated squads are fictional and may hold a namesake born the same day).
    const real = rows.filter((r) => withSheet.some((t) => t.id === r.teamId));
    expect(real.length).toBeGreaterThan(4000);
    expect(dupes(real.map((r) => `${r.name} ${r.nationality} ${r.birthDate}`))).toEqual([]);
    expect(dupes(real.map(personKey))).toEqual([]);
    const teamId = (nameEn: string) =>
      catalogueTeams.find((t) => t.nameEn === nameEn && t.sportId === Sport.Football)!.id;
    const one = (nameEn: string) => {
      const found = rows.filter((r) => r.nameEn === nameEn);
      expect(found, nameEn).toHaveLength(1);
      return found[0];
    };
    expect(one("Erling Haaland")).toMatchObject({
      teamId: teamId("Manchester City"),
      nationalTeamId: teamId("Norway"),
      nationalNumber: 9,
    });
    expect(one("Kylian Mbappé")).toMatchObject({
      teamId: teamId("Real Madrid"),
      nationalTeamId: teamId("France"),
      nationalNumber: 10,
    });
    // Inter Miami's squad is generated: Messi joins it with his club number and is called up from there.
    expect(one("Lionel Messi")).toMatchObject({
      teamId: teamId("Inter Miami CF"),
      number: 10,
      nationalTeamId: teamId("Argentina"),
      nationalNumber: 10,
    });
    expect(one("Cristiano Ronaldo")).toMatchObject({
      teamId: teamId("Al Nassr"),
      number: 7,
      nationalTeamId: teamId("Portugal"),
    });
    // Only called-up club players carry a national team, never one of a national team's own rows.
    const nations = new Set(catalogueTeams.filter((t) => t.isNational).map((t) => t.id));
    for (const r of rows) {
      expect(r.nationalTeamId === null || (nations.has(r.nationalTeamId) && !nations.has(r.teamId))).toBe(
        true,
      );
      expect(r.nationalNumber === null).toBe(r.nationalTeamId === null);
    }
  });

  it("put each star of a national sheet who plays abroad into his club's squad, with its shirt number", () => {
    for (const [nameEn, { club, number }] of Object.entries(STARS_ABROAD)) {
      const team = catalogueTeams.find((t) => t.nameEn === club && !t.isNational)!;
      expect(sheetSquadOf(team), club).toBeNull();
      const squad = squadOf.get(team.id)!;
      expect(
        squad.filter((p) => p.nameEn === nameEn).map((p) => p.number),
        nameEn,
      ).toEqual([number]);
    }
  });

  it("leave no sheet without its catalogue team", () => {
    const orphans = allSheetSquads()
      .map((s) => s.team)
      .filter((s) => !catalogueTeams.some((t) => sheetSquadOf(t) && t.nameEn === s.nameEn));
    expect(orphans).toEqual([]);
  });

  it("give other teams a real squad's size and spread of positions", () => {
    for (const team of generated) {
      const squad = squadOf.get(team.id)!;
      const count = (...ps: string[]) => squad.filter((p) => ps.includes(p.position)).length;
      if (team.sportId === Sport.Football) {
        expect(squad.length, team.name).toBeGreaterThanOrEqual(24);
        expect(squad.length, team.name).toBeLessThanOrEqual(28);
        expect(count("GK"), team.name).toBeGreaterThanOrEqual(2);
        expect(count("DC", "DL", "DR"), team.name).toBeGreaterThanOrEqual(7);
        expect(count("DM", "MC", "AM"), team.name).toBeGreaterThanOrEqual(6);
        expect(count("LW", "RW", "ST"), team.name).toBeGreaterThanOrEqual(5);
      } else {
        expect(squad.length, team.name).toBeGreaterThanOrEqual(14);
        expect(squad.length, team.name).toBeLessThanOrEqual(16);
        for (const p of ["PG", "SG", "SF", "PF", "C"]) expect(count(p), team.name).toBeGreaterThanOrEqual(2);
      }
      expect(dupes(squad.map((p) => String(p.number))), team.name).toEqual([]);
    }
  });

  it("name generated players so no two share a name or a shown family name, nor copy a real player", () => {
    const real = new Set(allSheetSquads().flatMap((s) => s.players.map((p) => p.name)));
    for (const team of generated) {
      const names = squadOf
        .get(team.id)!
        .filter((p) => !(p.nameEn in STARS_ABROAD))
        .map((p) => p.name);
      expect(dupes(names), team.name).toEqual([]);
      expect(dupes(names.map(shortPlayerName)), team.name).toEqual([]);
      expect(
        names.filter((n) => real.has(n)),
        team.name,
      ).toEqual([]);
      const first = names.filter((n) => n.includes("·")).map((n) => n.split("·")[0]);
      expect(
        first.filter((f) => first.filter((x) => x === f).length > 2),
        team.name,
      ).toEqual([]);
    }
  });

  it("never puts three 渡边 on a J-League bench: one Japanese family name per team", () => {
    for (const team of generated) {
      const japanese = squadOf.get(team.id)!.filter((p) => p.nationality === "日本");
      expect(dupes(japanese.map((p) => p.nameEn.split(" ")[1])), team.name).toEqual([]);
    }
  });

  it("weighs every player plausibly for his height", () => {
    const bmi = (p: PlayerRow) => p.weightKg / (p.heightCm / 100) ** 2;
    expect(rows.filter((p) => bmi(p) < 19 || bmi(p) > 29).map((p) => p.name)).toEqual([]);
  });

  it("is deterministic for a seed, and the real squads read the same in every seed", () => {
    expect(generatePlayers(createRandom(5), catalogueTeams)).toEqual(rows);
    const other = generatePlayers(createRandom(6), catalogueTeams);
    const real = (list: PlayerRow[]) => list.filter((r) => withSheet.some((t) => t.id === r.teamId));
    expect(real(other).map((r) => r.name)).toEqual(real(rows).map((r) => r.name));
    expect(other.map((r) => r.name)).not.toEqual(rows.map((r) => r.name));
  });
});
