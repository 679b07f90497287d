import type { Random } from "../../feed/engine/random";
import { plausibleWeight } from "./body-size";
import type { CatalogueTeam } from "./catalogue";
import { generatedSquad, type SquadMember } from "./generated-squad";
import { allSheetSquads, sheetSquadOf } from "./squads";

export type PlayerRow = SquadMember & { id: number; teamId: number };

/** Chinese and English names of every real player, which generated players must not copy. */
function realNames(): Set<string> {
  return new Set(allSheetSquads().flatMap((s) => s.players.flatMap((p) => [p.name, p.nameEn])));
}

/**
 * Every team's players, ids 1..n in team order: a team with a squad sheet gets exactly its sheet
 * (weights from height and position), the others a generated squad. Only generated squads draw
 * from `rnd`, so the real squads read the same in every seed.
 */
export function generatePlayers(rnd: Random, teams: readonly CatalogueTeam[]): PlayerRow[] {
  const real = realNames();
  const rows: PlayerRow[] = [];
  for (const team of teams) {
    const sheet = sheetSquadOf(team);
    const squad: SquadMember[] = sheet
      ? sheet.map((p) => ({
          ...p,
          weightKg: plausibleWeight(p.heightCm, p.position, p.nameEn + p.birthDate),
        }))
      : generatedSquad(rnd, team, real);
    for (const p of squad) rows.push({ id: rows.length + 1, teamId: team.id, ...p });
  }
  return rows;
}
