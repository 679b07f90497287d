import { Sport, type SportId } from "../../../lib/codes/sports";
import { countryId, countryRows } from "./countries";
import { LEAGUES } from "./leagues";
import type { TeamTuple } from "./team-tuple";
import {
  asiaExtras,
  brasileirao,
  chineseSuperLeague,
  jLeague,
  kLeague,
  saudiProLeague,
} from "./teams-asia-americas";
import { cba, euroleague, nbaEast, nbaWest } from "./teams-basketball";
import {
  bundesliga2,
  championship,
  eredivisie,
  europeExtras,
  primeiraLiga,
  scottishPremiership,
  segunda,
  superLig,
} from "./teams-europe";
import { aLeague, ligaArgentina, ligaMx, mls } from "./teams-americas-oceania";
import { leagueOne, leagueTwo } from "./teams-england-lower";
import { worldCupNations, worldCupVenues } from "./teams-national";
import { bundesliga, laLiga, ligue1, premierLeague, serieA } from "./teams-top5";

export type CatalogueTeam = {
  id: number;
  sportId: SportId;
  countryId: number;
  country: string;
  name: string;
  shortName: string;
  nameEn: string;
  colour: string;
  colour2: string;
  venueId: number | null;
  city: string;
  isNational: boolean;
  strength: number;
  /** The league whose squad mix the players follow (domestic league, or the cup for foreign entrants). */
  squadLeagueId: number;
};
export type VenueRow = {
  id: number;
  name: string;
  city: string;
  countryId: number | null;
  capacity: number | null;
};
export type Participant = { teamId: number; groupName: string };

/** Domestic leagues: [league id, groups of [group name, teams]]. */
const DOMESTIC: readonly (readonly [number, readonly (readonly [string, readonly TeamTuple[]])[]])[] = [
  [36, [["", premierLeague]]],
  [31, [["", laLiga]]],
  [8, [["", bundesliga]]],
  [34, [["", serieA]]],
  [11, [["", ligue1]]],
  [60, [["", chineseSuperLeague]]],
  [16, [["", eredivisie]]],
  [23, [["", primeiraLiga]]],
  [37, [["", championship]]],
  [9, [["", bundesliga2]]],
  [33, [["", segunda]]],
  [29, [["", scottishPremiership]]],
  [30, [["", superLig]]],
  [292, [["", saudiProLeague]]],
  [25, [["", jLeague]]],
  [15, [["", kLeague]]],
  [4, [["", brasileirao]]],
  [2, [["", ligaArgentina]]],
  [21, [["", mls]]],
  [140, [["", ligaMx]]],
  [273, [["", aLeague]]],
  [39, [["", leagueOne]]],
  [35, [["", leagueTwo]]],
  [
    1,
    [
      ["东部", nbaEast],
      ["西部", nbaWest],
    ],
  ],
  [5, [["", cba]]],
];

function build() {
  const teams: CatalogueTeam[] = [];
  const venues: VenueRow[] = [];
  const venueIds = new Map<string, number>();
  const participants = new Map<number, Participant[]>();
  const footballByName = new Map<string, number>();

  const venueId = (name: string, city: string, country: string) => {
    if (!name) return null;
    const key = `${name}|${city}`;
    let id = venueIds.get(key);
    if (id === undefined) {
      id = venues.length + 1;
      venueIds.set(key, id);
      venues.push({ id, name, city, countryId: countryId(country), capacity: null });
    }
    return id;
  };
  const addTeam = (
    sportId: SportId,
    country: string,
    t: TeamTuple,
    squadLeagueId: number,
    isNational = false,
  ) => {
    const [name, short, nameEn, strength, colour, colour2, venue, city] = t;
    const id = teams.length + 1;
    teams.push({
      id,
      sportId,
      countryId: countryId(country),
      country,
      name,
      shortName: short || name,
      nameEn,
      colour,
      colour2,
      venueId: venueId(venue, city, country),
      city,
      isNational,
      strength,
      squadLeagueId,
    });
    if (sportId === Sport.Football && !isNational) {
      // Cups name their entrants: two clubs of one name would send one to the other's matches.
      if (footballByName.has(name)) throw new Error(`two clubs named ${name}`);
      footballByName.set(name, id);
    }
    return id;
  };
  const join = (leagueId: number, teamId: number, groupName = "") =>
    participants.set(leagueId, [...(participants.get(leagueId) ?? []), { teamId, groupName }]);

  for (const [leagueId, groups] of DOMESTIC) {
    const league = LEAGUES.find((l) => l.id === leagueId)!;
    for (const [group, list] of groups)
      for (const t of list) join(leagueId, addTeam(league.sportId, league.country, t, leagueId), group);
  }
  for (const [country, t] of europeExtras) addTeam(Sport.Football, country, t, 103);
  for (const [country, t] of asiaExtras) addTeam(Sport.Football, country, t, 192);
  for (const [country, t] of euroleague) join(7, addTeam(Sport.Basketball, country, t, 7));
  for (const [name, nameEn, strength, colour, colour2] of worldCupNations) {
    join(75, addTeam(Sport.Football, name, [name, "", nameEn, strength, colour, colour2, "", ""], 75, true));
  }
  for (const [name, city, country] of worldCupVenues) venueId(name, city, country);

  for (const league of LEAGUES) {
    if (league.format.kind !== "league-phase") continue;
    for (const group of league.format.groups) {
      for (const name of group.teams) {
        const id = footballByName.get(name);
        if (id === undefined) throw new Error(`${league.name}: unknown team ${name}`);
        join(league.id, id, group.name);
      }
    }
  }
  return { teams, venues, participants, footballByName };
}

const built = build();

export const catalogueTeams: readonly CatalogueTeam[] = built.teams;
export const venueRows: readonly VenueRow[] = built.venues;
export const teamById = new Map(built.teams.map((t) => [t.id, t]));
export const worldCupVenueIds = worldCupVenues.map(
  ([name, city]) => built.venues.find((v) => v.name === name && v.city === city)!.id,
);
export { countryRows };

/** Teams of a league's current season with their group (东部 / 西部, 东区 / 西区). */
export function participantsOf(leagueId: number): readonly Participant[] {
  return built.participants.get(leagueId) ?? [];
}
