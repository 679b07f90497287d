/**
 * # Sports data model
 *
 * Catalogue (sports.ts, teams.ts): sports → continents → countries → leagues → seasons → rounds;
 * teams (clubs and national teams, with a strength rating) take part in seasons through
 * season_teams; players belong to one team. Venues are shared by teams and matches.
 *
 * Matches (this file): one row per fixture with everything a score list shows, so a list page is
 * a single indexed query: state code (SPEC §3: football 0..13, basketball 0..15, one column,
 * read with the sport's table in lib/codes), clock text ("67", "45+2", "08:34"), scores, the
 * half-time score, football corners and cards per side, basketball quarter scores, formations,
 * lottery numbers and a hot flag. The live feed updates these columns in place.
 *
 * Timeline and details (this file and match-details.ts): match_events (goals, cards,
 * substitutions, corners, period starts and ends; each with the score after it), match_stats
 * (one row per side), lineups, player_box_scores (basketball), match_commentary (文字直播) and
 * match_tv (TV and stream listings). The match engine produces them; the seed stores what the
 * engine returns for finished matches (server/seed/sports/played-match.ts, PlayedMatch).
 *
 * Odds (odds.ts): companies, odds (one row per match, company and market with the opening and
 * the current value) and odds_changes (every move, with the minute, state and score then).
 * Lottery (lottery.ts): jczq, jclq, bjdc and zc rows keyed by match.
 *
 * Standings are not stored: server/services/sports/standings.ts computes them from finished
 * matches, so they always equal the results.
 */
import { boolean, index, integer, pgTable, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import type { MatchEventTypeCode } from "../../../lib/codes/match-events";
import type { SportId } from "../../../lib/codes/sports";
import { leagues, rounds, seasons, sports, venues } from "./sports";
import { players, teams } from "./teams";

export type MatchSide = "home" | "away";

const score = (name: string) => smallint(name).notNull().default(0);
const quarter = (name: string) => smallint(name);

export const matches = pgTable(
  "matches",
  {
    id: integer().primaryKey(),
    sportId: smallint("sport_id")
      .notNull()
      .references(() => sports.id)
      .$type<SportId>(),
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id),
    roundId: integer("round_id").references(() => rounds.id),
    homeTeamId: integer("home_team_id")
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer("away_team_id")
      .notNull()
      .references(() => teams.id),
    kickoff: timestamp({ withTimezone: true }).notNull(),
    /** SPEC §3 state code of the match's sport. */
    state: smallint().notNull(),
    /** Football minute ("67", "45+2") or basketball time left in the period ("08:34"); "" when not running. */
    clock: varchar({ length: 8 }).notNull().default(""),
    /** When the running period started: lets the feed derive the clock after a restart. */
    periodStartedAt: timestamp("period_started_at", { withTimezone: true }),
    homeScore: score("home_score"),
    awayScore: score("away_score"),
    homeHalfScore: smallint("home_half_score"),
    awayHalfScore: smallint("away_half_score"),
    /** Penalty shoot-out, only for knockout matches that went to penalties. */
    homePenScore: smallint("home_pen_score"),
    awayPenScore: smallint("away_pen_score"),
    homeCorners: score("home_corners"),
    awayCorners: score("away_corners"),
    homeYellow: score("home_yellow"),
    awayYellow: score("away_yellow"),
    homeRed: score("home_red"),
    awayRed: score("away_red"),
    homeQ1: quarter("home_q1"),
    homeQ2: quarter("home_q2"),
    homeQ3: quarter("home_q3"),
    homeQ4: quarter("home_q4"),
    /** All overtime periods together. */
    homeOt: quarter("home_ot"),
    awayQ1: quarter("away_q1"),
    awayQ2: quarter("away_q2"),
    awayQ3: quarter("away_q3"),
    awayQ4: quarter("away_q4"),
    awayOt: quarter("away_ot"),
    homeFormation: varchar("home_formation", { length: 10 }).notNull().default(""),
    awayFormation: varchar("away_formation", { length: 10 }).notNull().default(""),
    neutral: boolean().notNull().default(false),
    venueId: integer("venue_id").references(() => venues.id),
    /** 竞彩 number: 周三001 (football) or 周三301 (basketball). */
    jcNo: varchar("jc_no", { length: 8 }),
    /** 北单 issue (26112) and number within it. */
    bjdcIssue: varchar("bjdc_issue", { length: 6 }),
    bjdcNo: smallint("bjdc_no"),
    /** 足彩 14-match set issue (26170). */
    zcIssue: varchar("zc_issue", { length: 6 }),
    isHot: boolean("is_hot").notNull().default(false),
    /** Seed of the match engine: the same seed replays the same match. */
    engineSeed: integer("engine_seed").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("matches_sport_kickoff_idx").on(t.sportId, t.kickoff),
    index("matches_league_kickoff_idx").on(t.leagueId, t.kickoff),
    index("matches_state_idx").on(t.state, t.kickoff),
    index("matches_season_idx").on(t.seasonId, t.state),
    index("matches_home_idx").on(t.homeTeamId, t.kickoff),
    index("matches_away_idx").on(t.awayTeamId, t.kickoff),
  ],
);

/**
 * The timeline. `side` is the team the event counts for: an own goal carries the benefiting side
 * and the scoring (opposing) player. `period`: football 1, 2 halves, 3, 4 extra time, 5 shoot-out;
 * basketball 1..4 quarters, 5+ overtimes. `minute` counts from kick-off as the engine does: football
 * 67', stoppage time 45+2' is minute 45 with addedMinute 2; basketball game minutes since tip-off.
 */
export const matchEvents = pgTable(
  "match_events",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    period: smallint().notNull(),
    minute: smallint().notNull(),
    addedMinute: smallint("added_minute").notNull().default(0),
    second: smallint().notNull().default(0),
    type: smallint().notNull().$type<MatchEventTypeCode>(),
    side: varchar({ length: 4 }).$type<MatchSide>(),
    playerId: integer("player_id").references(() => players.id),
    assistPlayerId: integer("assist_player_id").references(() => players.id),
    /** Substitutions: playerId comes on, subOutPlayerId goes off. */
    subOutPlayerId: integer("sub_out_player_id").references(() => players.id),
    homeScore: smallint("home_score").notNull(),
    awayScore: smallint("away_score").notNull(),
    note: varchar({ length: 60 }).notNull().default(""),
  },
  (t) => [index("match_events_match_idx").on(t.matchId, t.minute, t.addedMinute, t.second)],
);
