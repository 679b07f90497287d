import { describe, expect, it } from "vitest";
import { leagueById } from "../leagues";
import { europeExtras, eredivisie, primeiraLiga, scottishPremiership, superLig } from "../teams-europe";
import { bundesliga, laLiga, ligue1, premierLeague, serieA } from "../teams-top5";
import { championsLeagueClubSquads } from "./champions-league-clubs";
import { checkLeagueSquads } from "./squad-sheet";

// The 欧冠 entrants (league 103) outside the top five leagues, by their catalogue English names.
const format = leagueById.get(103)!.format;
const entrants = format.kind === "league-phase" ? format.groups.flatMap((g) => g.teams) : [];
const top5 = new Set([premierLeague, laLiga, bundesliga, serieA, ligue1].flat().map((t) => t[0]));
const pool = [
  ...primeiraLiga,
  ...eredivisie,
  ...scottishPremiership,
  ...superLig,
  ...europeExtras.map((e) => e[1]),
];
const clubs = entrants.filter((zh) => !top5.has(zh)).map((zh) => pool.find((t) => t[0] === zh)![2]);

const squads = checkLeagueSquads(championsLeagueClubSquads, clubs, "football");
const star = (team: string, nameEn: string) => squads.get(team)!.find((p) => p.nameEn === nameEn);
const best = (team: string) => [...squads.get(team)!].sort((a, b) => b.rating - a.rating)[0];

describe("欧冠 clubs outside the top five leagues", () => {
  it("cover every such entrant with a real squad sheet", () => {
    expect(clubs).toHaveLength(16);
    expect(squads.size).toBe(clubs.length);
  });

  it.each([
    ["Galatasaray", "Victor Osimhen", "维克托·奥斯梅恩"],
    ["SL Benfica", "Vangelis Pavlidis", "万格利斯·帕夫利迪斯"],
  ])("makes the star the top of his team: %s has %s", (team, nameEn, name) => {
    expect(star(team, nameEn)).toMatchObject({ name });
    expect(star(team, nameEn)!.rating).toBeGreaterThanOrEqual(85);
    expect(best(team).nameEn).toBe(nameEn);
  });

  it.each([
    ["SL Benfica", "Nicolás Otamendi"],
    ["SL Benfica", "Anatoliy Trubin"],
    ["Galatasaray", "Leroy Sané"],
    ["Sporting CP", "Morten Hjulmand"],
    ["Celtic", "Callum McGregor"],
  ])("puts the player where fans look: %s has %s", (team, nameEn) => {
    expect(star(team, nameEn)).toBeDefined();
  });

  it("lists each player at one club only", () => {
    const names = [...squads.values()].flat().map((p) => p.nameEn);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
