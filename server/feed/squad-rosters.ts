import type { RosterPlayer } from "./played-match";

/** A players row as the rosters need it (schema: players, with its national call-up). */
export type SquadRow = RosterPlayer & {
  teamId: number;
  nationalTeamId: number | null;
  nationalNumber: number | null;
};

/**
 * Each team's roster from players rows in id order: a row plays for his team with his number and,
 * when called up, for his national team with his national number, under the same id, so his
 * national matches' events and line-ups are his. `teamIds` keeps only the teams asked for.
 */
export function rostersByTeam(
  rows: readonly SquadRow[],
  teamIds?: ReadonlySet<number>,
): Map<number, RosterPlayer[]> {
  const rosters = new Map<number, RosterPlayer[]>();
  const add = (teamId: number, p: RosterPlayer) => {
    if (teamIds && !teamIds.has(teamId)) return;
    const list = rosters.get(teamId);
    if (list) list.push(p);
    else rosters.set(teamId, [p]);
  };
  for (const { teamId, nationalTeamId, nationalNumber, ...p } of rows) {
    add(teamId, p);
    if (nationalTeamId !== null) add(nationalTeamId, { ...p, number: nationalNumber ?? p.number });
  }
  return rosters;
}
