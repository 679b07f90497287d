import "server-only";
import type {
  BasketballLeague,
  BasketballPlayer,
  BasketballTeam,
  DatabaseFront,
  FootballLeague,
  FootballPlayer,
  FootballTeam,
} from "@/lib/contracts/database";
import type {
  LeagueTransfers,
  PlayerTransfers,
  TeamHonours,
  TeamTransfers,
} from "@/lib/contracts/database-transfers";
import { apiGet } from "./server-fetch";

// Numbers move when the feed finishes a match; a few minutes of cache is what a fan notices.
export const DATABASE_REVALIDATE = 120;
const opts = { revalidate: DATABASE_REVALIDATE };
const dataOf = <T>(r: { code: number; data: T | null }) => (r.code === 200 ? r.data : null);

export function getDatabaseFront(sportId: 1 | 2) {
  return apiGet<DatabaseFront>("/live/database", { sportId }, opts).then(dataOf);
}

const withSeason = (leagueId: number, seasonId?: number): Record<string, number> =>
  seasonId ? { leagueId, seasonId } : { leagueId };

export function getFootballLeague(leagueId: number, seasonId?: number) {
  return apiGet<FootballLeague>("/live/database/fb-league", withSeason(leagueId, seasonId), opts).then(
    dataOf,
  );
}

export function getBasketballLeague(leagueId: number, seasonId?: number) {
  return apiGet<BasketballLeague>("/live/database/bb-league", withSeason(leagueId, seasonId), opts).then(
    dataOf,
  );
}

export function getFootballTeam(teamId: number) {
  return apiGet<FootballTeam>("/live/fb-team/info", { teamId }, opts).then(dataOf);
}

export function getFootballPlayer(playerId: number) {
  return apiGet<FootballPlayer>("/live/fb-player/info", { playerId }, opts).then(dataOf);
}

export function getBasketballTeam(teamId: number) {
  return apiGet<BasketballTeam>("/live/bb-team/info", { teamId }, opts).then(dataOf);
}

export function getBasketballPlayer(playerId: number) {
  return apiGet<BasketballPlayer>("/live/bb-player/info", { playerId }, opts).then(dataOf);
}

export function getLeagueTransfers(leagueId: number, seasonId?: number) {
  return apiGet<LeagueTransfers>("/live/database/transfers", withSeason(leagueId, seasonId), opts).then(
    dataOf,
  );
}

export function getTeamTransfers(teamId: number) {
  return apiGet<TeamTransfers>("/live/database/team-transfers", { teamId }, opts).then(dataOf);
}

export function getTeamHonours(teamId: number) {
  return apiGet<TeamHonours>("/live/database/team-honours", { teamId }, opts).then(dataOf);
}

export function getPlayerTransfers(playerId: number) {
  return apiGet<PlayerTransfers>("/live/database/player-transfers", { playerId }, opts).then(dataOf);
}
