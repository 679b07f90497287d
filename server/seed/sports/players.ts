import type { BasketballPosition, FootballPosition } from "../../../lib/codes/positions";
import { Sport } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import type { CatalogueTeam } from "./catalogue";
import { leagueById } from "./leagues";
import { cultureOf, personName } from "./names";

export type PlayerRow = {
  id: number;
  teamId: number;
  name: string;
  nameEn: string;
  number: number;
  position: string;
  nationality: string;
  birthDate: string;
  heightCm: number;
  weightKg: number;
  rating: number;
};

// Starters wear 1..11 in a 4-3-3; the bench gets free numbers.
const FOOTBALL_SQUAD: readonly (readonly [FootballPosition, number | null])[] = [
  ["GK", 1],
  ["DR", 2],
  ["DL", 3],
  ["DC", 4],
  ["DC", 5],
  ["DM", 6],
  ["RW", 7],
  ["MC", 8],
  ["ST", 9],
  ["AM", 10],
  ["LW", 11],
  ["GK", null],
  ["GK", null],
  ["DC", null],
  ["DC", null],
  ["DR", null],
  ["DL", null],
  ["DM", null],
  ["MC", null],
  ["MC", null],
  ["AM", null],
  ["RW", null],
  ["ST", null],
];
const BASKETBALL_SQUAD: readonly BasketballPosition[] = [
  "PG",
  "SG",
  "SF",
  "PF",
  "C",
  "PG",
  "SG",
  "SF",
  "PF",
  "C",
  "PG",
  "SF",
  "C",
];
const BASKETBALL_NUMBERS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 20, 21, 22, 23, 24, 25, 30, 31, 32, 33, 34, 35,
  41, 42, 44, 55, 77,
];

const HEIGHT: Record<string, readonly [number, number]> = {
  GK: [185, 198],
  DC: [182, 195],
  DL: [172, 185],
  DR: [172, 185],
  DM: [176, 190],
  MC: [172, 186],
  AM: [168, 182],
  LW: [168, 182],
  RW: [168, 182],
  ST: [178, 192],
  PG: [183, 193],
  SG: [190, 200],
  SF: [197, 206],
  PF: [202, 211],
  C: [207, 221],
};

const pad = (n: number) => String(n).padStart(2, "0");

/** 23 footballers or 13 basketball players per team, numbers unique within the team, names by nationality. */
export function generatePlayers(rnd: Random, teams: readonly CatalogueTeam[]): PlayerRow[] {
  const rows: PlayerRow[] = [];
  for (const team of teams) {
    const football = team.sportId === Sport.Football;
    const league = leagueById.get(team.squadLeagueId)!;
    const squad = football
      ? FOOTBALL_SQUAD.map(([p, n]) => [p, n] as const)
      : BASKETBALL_SQUAD.map((p) => [p, null] as const);
    const foreignCount = team.isNational
      ? 0
      : Math.round(squad.length * (1 - league.squad.domestic) + rnd.int(-1, 1));
    const foreignSlots = new Set<number>();
    while (foreignSlots.size < Math.max(0, foreignCount)) foreignSlots.add(rnd.int(0, squad.length - 1));
    const used = new Set<number>(squad.flatMap(([, n]) => (n === null ? [] : [n])));
    const names = new Set<string>();

    squad.forEach(([position, fixedNumber], i) => {
      const nationality = foreignSlots.has(i) ? rnd.pick(league.squad.foreign) : team.country;
      let person = personName(cultureOf(nationality), rnd.pick, rnd.chance);
      while (names.has(person.name)) person = personName(cultureOf(nationality), rnd.pick, rnd.chance);
      names.add(person.name);
      let number = fixedNumber;
      while (number === null || (fixedNumber === null && used.has(number))) {
        number = football ? rnd.int(12, 39) : rnd.pick(BASKETBALL_NUMBERS);
      }
      used.add(number);
      const [lo, hi] = HEIGHT[position];
      const heightCm = rnd.int(lo, hi) - (team.country === "中国" && !football ? 2 : 0);
      const starter = football ? i < 11 : i < 5;
      const rating = Math.max(40, Math.min(99, team.strength + (starter ? rnd.int(-3, 7) : -rnd.int(3, 12))));
      const age = position === "GK" ? rnd.int(19, 36) : rnd.int(18, 34);
      rows.push({
        id: rows.length + 1,
        teamId: team.id,
        ...person,
        number,
        position,
        nationality,
        birthDate: `${2026 - age}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}`,
        heightCm,
        weightKg: heightCm - (football ? rnd.int(102, 112) : rnd.int(92, 104)),
        rating,
      });
    });
  }
  return rows;
}
