import { z } from "zod";
import { idInput } from "./fields";
import { countryData } from "./football-lists";
import { sportIdInput } from "./schedule";

/** Requests of the database pages: a league (and optionally one of its seasons), a team, a player. */
export const databaseFrontQuery = z.object({
  sportId: sportIdInput.optional().describe("1 足球（默认）, 2 篮球"),
});
export const leagueQuery = z.object({
  leagueId: idInput("赛事编号不正确"),
  seasonId: idInput("赛季编号不正确").optional().describe("默认当前赛季"),
});
export const teamQuery = z.object({ teamId: idInput("球队编号不正确") });
export const playerQuery = z.object({ playerId: idInput("球员编号不正确") });

const int = () => z.number().int();

export const teamBadge = z.object({
  id: int(),
  name: z.string(),
  colour: z.string(),
  colour2: z.string(),
  logo: z.string().describe("crest SVG under the api, e.g. /uploads/crests/12-ab12cd34ef.svg"),
});
export type TeamBadgeRef = z.infer<typeof teamBadge>;

/** A fixture or result as the database pages list it. */
export const dbMatch = z.object({
  id: int(),
  sportId: int(),
  kickoff: z.string().describe("ISO time"),
  state: int().describe("SPEC §3 state code of the match's sport"),
  homeScore: int(),
  awayScore: int(),
  homeHalfScore: int().nullable(),
  awayHalfScore: int().nullable(),
  homePenScore: int().nullable().optional().describe("penalty shoot-out, knockout matches only"),
  awayPenScore: int().nullable().optional(),
  league: z.object({ id: int(), name: z.string(), colour: z.string() }),
  round: z.string(),
  home: teamBadge,
  away: teamBadge,
});
export type DbMatch = z.infer<typeof dbMatch>;

export const seasonRef = z.object({ id: int(), name: z.string(), isCurrent: z.boolean() });
export const leagueInfo = z.object({
  id: int(),
  sportId: int(),
  name: z.string(),
  fullName: z.string(),
  nameEn: z.string(),
  colour: z.string(),
  type: int().describe("1 联赛, 2 杯赛"),
  country: z.string(),
});
export type LeagueInfo = z.infer<typeof leagueInfo>;

/** Front page of a sport's database: competitions by region and country, hot leagues, teams and players. */
export const databaseFrontData = z.object({
  sportId: int(),
  regions: countryData,
  hotLeagues: z.array(leagueInfo),
  hotTeams: z.array(teamBadge.extend({ leagueId: int(), leagueName: z.string() })),
  hotPlayers: z.array(
    z.object({ id: int(), name: z.string(), position: z.string(), team: teamBadge, number: int() }),
  ),
});
export type DatabaseFront = z.infer<typeof databaseFrontData>;

const record = z.object({
  played: int(),
  won: int(),
  drawn: int(),
  lost: int(),
  goalsFor: int(),
  goalsAgainst: int(),
  points: int(),
});
export const footballTableRow = record.extend({
  rank: int(),
  team: teamBadge,
  goalDifference: int(),
  form: z.array(z.enum(["W", "D", "L"])).describe("last five, oldest first"),
  zone: z.string().nullable().describe("lib/codes/league-zones key"),
  home: record,
  away: record,
});
export type FootballTableRow = z.infer<typeof footballTableRow>;
export const tableGroup = <T extends z.ZodType>(row: T) => z.object({ name: z.string(), rows: z.array(row) });

export const roundMatches = z.object({
  id: int(),
  number: int(),
  name: z.string(),
  stage: z.string(),
  isKnockout: z.boolean(),
  matches: z.array(dbMatch),
});
export type RoundMatches = z.infer<typeof roundMatches>;

export const playerLeader = z.object({
  playerId: int(),
  name: z.string(),
  team: teamBadge,
  value: int(),
  detail: z.string().describe("e.g. 点球 2"),
});
export type PlayerLeader = z.infer<typeof playerLeader>;

export const footballTeamStat = z.object({
  team: teamBadge,
  played: int(),
  goalsFor: int(),
  goalsAgainst: int(),
  yellow: int(),
  red: int(),
  corners: int(),
  possession: z.number().describe("average %"),
  shots: z.number().describe("per match"),
  shotsOnTarget: z.number().describe("per match"),
});
export type FootballTeamStat = z.infer<typeof footballTeamStat>;

export const footballLeagueData = z.object({
  league: leagueInfo,
  seasons: z.array(seasonRef),
  season: seasonRef,
  zones: z.array(z.string()).describe("the zones of the table's legend, top first"),
  standings: z.array(tableGroup(footballTableRow)),
  rounds: z.array(roundMatches),
  currentRoundId: int().nullable(),
  scorers: z.array(playerLeader),
  assists: z.array(playerLeader),
  cards: z.array(playerLeader),
  teamStats: z.array(footballTeamStat),
});
export type FootballLeague = z.infer<typeof footballLeagueData>;

export const squadPlayer = z.object({
  id: int(),
  name: z.string(),
  nameEn: z.string(),
  number: int(),
  position: z.string().describe("SPEC §3 code"),
  nationality: z.string(),
  birthDate: z.string(),
  age: int().describe("whole years on the Beijing day of the answer"),
  heightCm: int(),
  weightKg: int(),
});
export type SquadPlayer = z.infer<typeof squadPlayer>;

export const teamInfo = z.object({
  id: int(),
  sportId: int(),
  name: z.string(),
  shortName: z.string(),
  nameEn: z.string(),
  colour: z.string(),
  colour2: z.string(),
  logo: z.string().describe("crest SVG under the api"),
  city: z.string(),
  country: z.string(),
  venue: z.string().nullable(),
  capacity: int().nullable(),
  leagues: z.array(z.object({ id: int(), name: z.string(), seasonId: int(), group: z.string() })),
});
export type TeamInfo = z.infer<typeof teamInfo>;

export const competitionRecord = record.extend({ league: z.object({ id: int(), name: z.string() }) });
export const footballTeamData = z.object({
  team: teamInfo,
  squad: z.array(squadPlayer),
  results: z.array(dbMatch).describe("finished, newest first"),
  fixtures: z.array(dbMatch).describe("not finished, soonest first"),
  records: z.array(competitionRecord),
  scorers: z.array(playerLeader),
});
export type FootballTeam = z.infer<typeof footballTeamData>;

export const footballPlayerLine = z.object({
  match: dbMatch,
  starter: z.boolean(),
  goals: int(),
  assists: int(),
  yellow: int(),
  red: int(),
});
export const footballSeasonLine = z.object({
  league: z.object({ id: int(), name: z.string() }),
  season: z.string(),
  appearances: int(),
  starts: int(),
  goals: int(),
  assists: int(),
  yellow: int(),
  red: int(),
});
/** A player's page head: his squad line, his team and the national team that calls him up. */
export const playerProfileData = squadPlayer.extend({
  team: teamBadge,
  nationalTeam: teamBadge.nullable().describe("the national team calling him up, when it is not his team"),
});
export const footballPlayerData = z.object({
  player: playerProfileData,
  seasons: z.array(footballSeasonLine),
  matches: z.array(footballPlayerLine).describe("newest first"),
});
export type FootballPlayer = z.infer<typeof footballPlayerData>;

export const basketballTableRow = z.object({
  rank: int(),
  team: teamBadge,
  played: int(),
  won: int(),
  lost: int(),
  winPct: z.number(),
  gamesBehind: z.number(),
  pointsFor: int(),
  pointsAgainst: int(),
  streak: z.string(),
  form: z.array(z.enum(["W", "D", "L"])),
});
export type BasketballTableRow = z.infer<typeof basketballTableRow>;

/** Season averages of a basketball player (SPEC §3 player-stat fields), per game unless a percentage. */
export const basketballAverages = z.object({
  games: int(),
  starts: int(),
  minutesPlayed: z.number(),
  points: z.number(),
  rebounds: z.number(),
  assists: z.number(),
  steals: z.number(),
  blocks: z.number(),
  turnovers: z.number(),
  fouls: z.number(),
  threePoints: z.number(),
  fieldGoalsAccuracy: z.number(),
  threePointsAccuracy: z.number(),
  freeThrowsAccuracy: z.number(),
});
export type BasketballAverages = z.infer<typeof basketballAverages>;
export const basketballPlayerAverages = basketballAverages.extend({
  playerId: int(),
  name: z.string(),
  position: z.string(),
  team: teamBadge,
});
export type BasketballPlayerAverages = z.infer<typeof basketballPlayerAverages>;

export const BASKETBALL_LEADER_FIELDS = [
  "points",
  "rebounds",
  "assists",
  "steals",
  "blocks",
  "threePoints",
] as const;
export const basketballLeagueData = z.object({
  league: leagueInfo,
  seasons: z.array(seasonRef),
  season: seasonRef,
  standings: z.array(tableGroup(basketballTableRow)),
  results: z.array(dbMatch).describe("latest finished, newest first"),
  fixtures: z.array(dbMatch).describe("next games, soonest first"),
  leaders: z.array(
    z.object({ field: z.enum(BASKETBALL_LEADER_FIELDS), players: z.array(basketballPlayerAverages) }),
  ),
});
export type BasketballLeague = z.infer<typeof basketballLeagueData>;

export const basketballTeamData = z.object({
  team: teamInfo,
  roster: z.array(squadPlayer),
  results: z.array(dbMatch),
  fixtures: z.array(dbMatch),
  record: z.object({
    played: int(),
    won: int(),
    lost: int(),
    pointsFor: z.number(),
    pointsAgainst: z.number(),
  }),
  players: z.array(basketballPlayerAverages).describe("season averages of the roster, by points"),
});
export type BasketballTeam = z.infer<typeof basketballTeamData>;

export const boxScoreLine = z.object({
  match: dbMatch,
  starter: z.boolean(),
  minutesPlayed: int(),
  points: int(),
  rebounds: int(),
  assists: int(),
  steals: int(),
  blocks: int(),
  turnovers: int(),
  fouls: int(),
  fieldGoalsScored: int(),
  fieldGoalsAttempted: int(),
  threePointsScored: int(),
  threePointsAttempted: int(),
  freeThrowsScored: int(),
  freeThrowsAttempted: int(),
  plusMinus: int(),
});
export type BoxScoreLine = z.infer<typeof boxScoreLine>;
export const basketballPlayerData = z.object({
  player: playerProfileData,
  averages: basketballAverages.nullable().describe("the current season's, from the box scores"),
  games: z.array(boxScoreLine).describe("game log, newest first"),
});
export type BasketballPlayer = z.infer<typeof basketballPlayerData>;
