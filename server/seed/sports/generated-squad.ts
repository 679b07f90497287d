import { Sport } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import { plausibleWeight } from "./body-size";
import type { CatalogueTeam } from "./catalogue";
import { leagueById } from "./leagues";
import { cultureOf } from "./names";
import { teamNameDraw } from "./team-names";

/** A squad member without its ids (players.ts numbers the rows). */
export type SquadMember = {
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

/** [position, shirt number or null for a free one, tier: 0 first choice, 1 rotation, 2 fringe]. */
type Slot = readonly [string, number | null, 0 | 1 | 2];

// A first eleven in the classic 1-11 of a 4-3-3, a second choice for every role, then one to five
// fringe players (a third keeper first): 24-28 players, as real first-team squads.
// prettier-ignore
const FOOTBALL_FIRST: readonly Slot[] = [
  ["GK", 1, 0], ["DR", 2, 0], ["DL", 3, 0], ["DC", 4, 0], ["DC", 5, 0], ["DM", 6, 0],
  ["RW", 7, 0], ["MC", 8, 0], ["ST", 9, 0], ["AM", 10, 0], ["LW", 11, 0],
  ["GK", null, 1], ["DC", null, 1], ["DC", null, 1], ["DR", null, 1], ["DL", null, 1], ["DM", null, 1],
  ["MC", null, 1], ["MC", null, 1], ["AM", null, 1], ["RW", null, 1], ["LW", null, 1], ["ST", null, 1],
];
const FOOTBALL_FRINGE = ["GK", "DC", "MC", "ST", "DR"] as const;
// A starting five, eight in the rotation, one to three more: 14-16 listed, as a EuroLeague roster.
// prettier-ignore
const BASKETBALL_FIRST: readonly Slot[] = [
  ["PG", null, 0], ["SG", null, 0], ["SF", null, 0], ["PF", null, 0], ["C", null, 0],
  ["PG", null, 1], ["SG", null, 1], ["SF", null, 1], ["PF", null, 1], ["C", null, 1], ["PG", null, 1],
  ["SF", null, 1], ["PF", null, 1],
];
const BASKETBALL_FRINGE = ["SG", "C", "SF"] as const;
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
// Below the team's strength by tier: the first choices around it, the fringe well under.
const RATING_OFFSET = [
  [-3, 7],
  [-8, -3],
  [-16, -8],
] as const;

const pad = (n: number) => String(n).padStart(2, "0");

function slotsOf(rnd: Random, football: boolean): Slot[] {
  const [first, fringe] = football
    ? [FOOTBALL_FIRST, FOOTBALL_FRINGE]
    : [BASKETBALL_FIRST, BASKETBALL_FRINGE];
  const extra = rnd.int(1, fringe.length);
  return [...first, ...fringe.slice(0, extra).map((p): Slot => [p, null, 2])];
}

/** Players for a team without a squad sheet: names by nationality, the league's share of foreigners. */
export function generatedSquad(rnd: Random, team: CatalogueTeam, real: ReadonlySet<string>): SquadMember[] {
  const football = team.sportId === Sport.Football;
  const league = leagueById.get(team.squadLeagueId)!;
  const slots = slotsOf(rnd, football);
  const foreignCount =
    team.isNational || league.squad.foreign.length === 0
      ? 0
      : Math.max(0, Math.round(slots.length * (1 - league.squad.domestic) + rnd.int(-1, 1)));
  const foreign = new Set<number>();
  while (foreign.size < foreignCount) foreign.add(rnd.int(0, slots.length - 1));
  const used = new Set(slots.flatMap(([, n]) => (n === null ? [] : [n])));
  const draw = teamNameDraw(rnd, real);

  return slots.map(([position, fixed, tier], i) => {
    const nationality = foreign.has(i) ? rnd.pick(league.squad.foreign) : team.country;
    const person = draw(cultureOf(nationality));
    let number = fixed;
    while (number === null) {
      const n = football ? rnd.int(12, tier === 2 ? 45 : 39) : rnd.pick(BASKETBALL_NUMBERS);
      if (!used.has(n)) number = n;
    }
    used.add(number);
    const [lo, hi] = HEIGHT[position];
    const heightCm = rnd.int(lo, hi) - (team.country === "中国" && !football ? 2 : 0);
    const [dlo, dhi] = RATING_OFFSET[tier];
    const age = position === "GK" ? rnd.int(19, 36) : rnd.int(18, 34);
    const birthDate = `${2026 - age}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}`;
    return {
      name: person.name,
      nameEn: person.nameEn,
      number,
      position,
      nationality,
      birthDate,
      heightCm,
      weightKg: plausibleWeight(heightCm, position, person.nameEn + birthDate),
      rating: Math.max(40, Math.min(99, team.strength + rnd.int(dlo, dhi))),
    };
  });
}
