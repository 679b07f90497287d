import type { Db } from "../../db/client";
import { seasonStandings } from "../sports/standings";

type Ranks = { at: number; ranks: Map<number, number> };

// Standings only move when a match ends; recomputing them for every list request would dominate it.
const TTL_MS = 60_000;
const caches = new WeakMap<Db, Map<number, Ranks>>();

/** Position of each team in its group (NBA: its conference) of the season; keys are "seasonId:teamId". */
export async function teamRanks(db: Db, seasonIds: number[]) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const out = new Map<string, number>();
  for (const seasonId of seasonIds) {
    let entry = cache.get(seasonId);
    if (!entry || Date.now() - entry.at > TTL_MS) {
      entry = { at: Date.now(), ranks: await computeRanks(db, seasonId) };
      cache.set(seasonId, entry);
    }
    for (const [teamId, rank] of entry.ranks) out.set(`${seasonId}:${teamId}`, rank);
  }
  return out;
}

async function computeRanks(db: Db, seasonId: number) {
  const table = await seasonStandings(db, seasonId);
  const ranks = new Map<number, number>();
  if (!table) return ranks;
  for (const group of table.groups) {
    // A team that has not played yet has no position worth showing.
    for (const row of group.rows) if (row.played > 0) ranks.set(row.teamId, row.rank);
  }
  return ranks;
}

/** Forget cached positions (tests that change results call it). */
export function clearTeamRanks(db: Db) {
  caches.delete(db);
}
