import { Sport } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import { plausibleWeight } from "./body-size";
import type { CatalogueTeam } from "./catalogue";
import { generatedSquad, type SquadMember } from "./generated-squad";
import { allSheetSquads, sheetSquadOf } from "./squads";
import type { SquadPlayer } from "./squads/squad-sheet";
import { STARS_ABROAD } from "./squads/stars-abroad";

export type PlayerRow = SquadMember & {
  id: number;
  teamId: number;
  /** The national team that calls him up when it is not his team (schema: players.nationalTeamId). */
  nationalTeamId: number | null;
  nationalNumber: number | null;
};

/** Chinese and English names of every real player, which generated players must not copy. */
function realNames(): Set<string> {
  return new Set(allSheetSquads().flatMap((s) => s.players.flatMap((p) => [p.name, p.nameEn])));
}

/**
 * What tells one real person from another across the sheets: namesakes (two 刘洋, PSG's and
 * Genoa's 维蒂尼亚) differ by birth date, and a national sheet names a player as his club sheet does.
 */
export const personKey = (p: Pick<SquadMember, "name" | "birthDate">) => `${p.name}|${p.birthDate}`;

const withWeight = (p: SquadPlayer): SquadMember => ({
  ...p,
  weightKg: plausibleWeight(p.heightCm, p.position, p.nameEn + p.birthDate),
});

/**
 * Every team's players: a team with a squad sheet gets exactly its sheet (weights from height and
 * position), the others a generated squad; ids 1..n in team order, clubs' and nations' alike.
 * A national sheet's player who also has a club row is that row, called up with his national
 * number; only those with no club in the database get a row of the national team, numbered after
 * all the others, unless he plays for a club with a generated squad (STARS_ABROAD): there he takes
 * the place of the generated player of his position who comes last. Only generated squads draw
 * from `rnd`, so the real squads read the same in every seed.
 */
export function generatePlayers(rnd: Random, teams: readonly CatalogueTeam[]): PlayerRow[] {
  const real = realNames();
  const rows: PlayerRow[] = [];
  const callUps: { team: CatalogueTeam; sheet: readonly SquadPlayer[] }[] = [];
  const add = (teamId: number, p: SquadMember) =>
    rows.push({ id: rows.length + 1, teamId, nationalTeamId: null, nationalNumber: null, ...p });
  for (const team of teams) {
    const sheet = sheetSquadOf(team);
    if (sheet && team.isNational) callUps.push({ team, sheet });
    else if (sheet) for (const p of sheet) add(team.id, withWeight(p));
    else for (const p of generatedSquad(rnd, team, real)) add(team.id, p);
  }
  const clubRowOf = new Map(rows.map((r) => [personKey(r), r]));
  for (const { team, sheet } of callUps)
    for (const p of sheet) {
      const club = clubRowOf.get(personKey(p));
      if (club?.nationalTeamId) throw new Error(`${p.nameEn} called up by two national teams`);
      if (club) Object.assign(club, { nationalTeamId: team.id, nationalNumber: p.number });
      else if (!signAbroad(rows, teams, p, team.id)) add(team.id, withWeight(p));
    }
  return rows;
}

/** Puts a national sheet's player into his club's generated squad (STARS_ABROAD); false when he has none. */
function signAbroad(
  rows: PlayerRow[],
  teams: readonly CatalogueTeam[],
  p: SquadPlayer,
  nationalTeamId: number,
): boolean {
  const signing = STARS_ABROAD[p.nameEn];
  const club =
    signing && teams.find((t) => !t.isNational && t.sportId === Sport.Football && t.nameEn === signing.club);
  if (!club || sheetSquadOf(club)) return false;
  const squad = rows.filter((r) => r.teamId === club.id);
  const replaced = squad.findLast((r) => r.position === p.position) ?? squad.at(-1)!;
  // The generated player who wore his number takes the one the replaced player leaves free.
  const wearer = squad.find((r) => r.number === signing.number);
  if (wearer && wearer !== replaced) wearer.number = replaced.number;
  Object.assign(replaced, withWeight(p), {
    number: signing.number,
    nationalTeamId,
    nationalNumber: p.number,
  });
  return true;
}
