import { and, desc, eq, gte, inArray, lte, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  LeagueTransfers,
  PlayerTransfers,
  TeamTransfers,
  TransferEntry,
} from "../../../lib/contracts/database-transfers";
import type { TransferKindCode } from "../../../lib/codes/transfer-kinds";
import { shiftDate } from "../../../lib/beijing-time";
import type { Db } from "../../db/client";
import { seasons } from "../../db/schema/sports";
import { players, seasonTeams, teams } from "../../db/schema/teams";
import { transfers } from "../../db/schema/transfers";
import { databaseErrors } from "./database-errors";
import { leagueSeason } from "./league-season";

const fromTeam = alias(teams, "from_team");

/** A season's transfer windows open up to this many days before its first match (the summer window). */
const PRESEASON_DAYS = 90;

async function transferList(db: Db, where: SQL | undefined): Promise<TransferEntry[]> {
  const rows = await db
    .select({
      id: transfers.id,
      sportId: teams.sportId,
      date: transfers.date,
      window: transfers.window,
      kind: transfers.kind,
      fee: transfers.fee,
      player: { id: players.id, name: players.name, position: players.position },
      from: {
        id: fromTeam.id,
        name: fromTeam.shortName,
        colour: fromTeam.colour,
        colour2: fromTeam.colour2,
        logo: fromTeam.logo,
      },
      fromId: transfers.fromTeamId,
      to: {
        id: teams.id,
        name: teams.shortName,
        colour: teams.colour,
        colour2: teams.colour2,
        logo: teams.logo,
      },
    })
    .from(transfers)
    .innerJoin(players, eq(players.id, transfers.playerId))
    .innerJoin(teams, eq(teams.id, transfers.toTeamId))
    .leftJoin(fromTeam, eq(fromTeam.id, transfers.fromTeamId))
    .where(where)
    .orderBy(desc(transfers.date), desc(transfers.id));
  return rows.map(({ fromId, from, kind, ...r }) => ({
    ...r,
    kind: kind as TransferKindCode,
    from: fromId === null ? null : from,
  }));
}

/** The moves into and out of a league's clubs in the windows of one season (default: the current one). */
export async function leagueTransfers(db: Db, leagueId: number, seasonId?: number): Promise<LeagueTransfers> {
  const [found] = await db
    .select({ sportId: teams.sportId })
    .from(seasonTeams)
    .innerJoin(seasons, eq(seasons.id, seasonTeams.seasonId))
    .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
    .where(eq(seasons.leagueId, leagueId))
    .limit(1);
  if (!found) throw databaseErrors.leagueNotFound();
  const { league, seasons: all, season } = await leagueSeason(db, found.sportId, leagueId, seasonId);
  const [dates] = await db
    .select({ start: seasons.startDate, end: seasons.endDate })
    .from(seasons)
    .where(eq(seasons.id, season.id));
  // Today's clubs of the league: earlier seasons are stored with the same clubs.
  const clubs = db
    .select({ id: seasonTeams.teamId })
    .from(seasonTeams)
    .innerJoin(seasons, eq(seasons.id, seasonTeams.seasonId))
    .where(and(eq(seasons.leagueId, leagueId), eq(seasons.isCurrent, true)));
  const list = await transferList(
    db,
    and(
      gte(transfers.date, shiftDate(dates.start, -PRESEASON_DAYS)),
      lte(transfers.date, dates.end),
      or(inArray(transfers.toTeamId, clubs), inArray(transfers.fromTeamId, clubs)),
    ),
  );
  const names = [...new Set(list.map((t) => t.window))];
  return {
    league,
    seasons: all,
    season,
    windows: names.map((name) => ({ name, transfers: list.filter((t) => t.window === name) })),
  };
}

/** A team's arrivals (转入) and departures (转出), newest first; 404 for an unknown team. */
export async function teamTransfers(db: Db, teamId: number): Promise<TeamTransfers> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw databaseErrors.teamNotFound();
  const list = await transferList(db, or(eq(transfers.toTeamId, teamId), eq(transfers.fromTeamId, teamId)));
  return {
    teamId,
    arrivals: list.filter((t) => t.to.id === teamId),
    departures: list.filter((t) => t.from?.id === teamId),
  };
}

/** A player's moves, newest first; 404 for an unknown player. */
export async function playerTransfers(db: Db, playerId: number): Promise<PlayerTransfers> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  if (!player) throw databaseErrors.playerNotFound();
  return { playerId, transfers: await transferList(db, eq(transfers.playerId, playerId)) };
}
