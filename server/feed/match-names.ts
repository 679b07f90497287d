import type { Side } from "./engine/types";

/** Display names a plan narrates with: team short names (曼城) and players by id. */
export type MatchNames = {
  home: string;
  away: string;
  player: (id: number | null | undefined) => string;
};

export function matchNames(
  home: string,
  away: string,
  players: Iterable<{ id: number; name: string }>,
): MatchNames {
  const byId = new Map<number, string>();
  for (const p of players) byId.set(p.id, p.name);
  return { home, away, player: (id) => (id == null ? "" : (byId.get(id) ?? "")) };
}

export const teamOf = (names: MatchNames, side: Side | null) => (side === "away" ? names.away : names.home);
export const rivalOf = (names: MatchNames, side: Side | null) => (side === "away" ? names.home : names.away);

/** "曼城 哈兰德" or just "曼城" when the player is not named. */
export function who(names: MatchNames, side: Side | null, playerId: number | null | undefined): string {
  const player = names.player(playerId);
  return player ? `${teamOf(names, side)} ${player}` : teamOf(names, side);
}

/** A stable pick for prose variety: the same line always reads the same. */
export const pickText = <T>(items: readonly T[], n: number): T => items[Math.abs(n) % items.length];
