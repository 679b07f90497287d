import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from "drizzle-orm/pg-core";
import type { MatchEventTypeCode } from "../../../lib/codes/match-events";
import { matches, type MatchSide } from "./matches";
import { players } from "./teams";

const count = (name: string) => smallint(name).notNull().default(0);
const side = () => varchar({ length: 4 }).notNull().$type<MatchSide>();
const accuracy = (scored: string, attempted: string) =>
  numeric({ precision: 4, scale: 1, mode: "number" }).generatedAlwaysAs(
    sql.raw(`case when ${attempted} > 0 then round(${scored} * 100.0 / ${attempted}, 1) else 0 end`),
  );

/** Technical statistics, one row per side; football and basketball columns side by side (the other sport's stay 0). */
export const matchStats = pgTable(
  "match_stats",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    side: side(),
    possession: count("possession"),
    shots: count("shots"),
    shotsOnTarget: count("shots_on_target"),
    corners: count("corners"),
    fouls: count("fouls"),
    offsides: count("offsides"),
    yellowCards: count("yellow_cards"),
    redCards: count("red_cards"),
    saves: count("saves"),
    attacks: count("attacks"),
    dangerousAttacks: count("dangerous_attacks"),
    fieldGoalsScored: count("field_goals_scored"),
    fieldGoalsAttempted: count("field_goals_attempted"),
    threePointsScored: count("three_points_scored"),
    threePointsAttempted: count("three_points_attempted"),
    freeThrowsScored: count("free_throws_scored"),
    freeThrowsAttempted: count("free_throws_attempted"),
    rebounds: count("rebounds"),
    offensiveRebounds: count("offensive_rebounds"),
    assists: count("assists"),
    steals: count("steals"),
    blocks: count("blocks"),
    turnovers: count("turnovers"),
    timeoutsLeft: count("timeouts_left"),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.side] })],
);

/** Squads of a match; the formation (4-3-3) is on the match row. */
export const lineups = pgTable(
  "lineups",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id),
    side: side(),
    starter: boolean().notNull(),
    captain: boolean().notNull().default(false),
    /** SPEC §3 position code played in this match. */
    position: varchar({ length: 3 }).notNull(),
    shirtNumber: smallint("shirt_number").notNull(),
    /** Order within the side: starters by formation line, then the bench. */
    sort: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.playerId] })],
);

/** Basketball box score per player (SPEC §3 player stats); accuracies are computed by the database. */
export const playerBoxScores = pgTable(
  "player_box_scores",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id),
    side: side(),
    starter: boolean().notNull().default(false),
    minutesPlayed: count("minutes_played"),
    points: count("points"),
    fieldGoalsScored: count("field_goals_scored"),
    fieldGoalsAttempted: count("field_goals_attempted"),
    fieldGoalsAccuracy: accuracy("field_goals_scored", "field_goals_attempted"),
    threePointsScored: count("three_points_scored"),
    threePointsAttempted: count("three_points_attempted"),
    threePointsAccuracy: accuracy("three_points_scored", "three_points_attempted"),
    freeThrowsScored: count("free_throws_scored"),
    freeThrowsAttempted: count("free_throws_attempted"),
    freeThrowsAccuracy: accuracy("free_throws_scored", "free_throws_attempted"),
    rebounds: count("rebounds"),
    offensiveRebounds: count("offensive_rebounds"),
    defensiveRebounds: count("defensive_rebounds"),
    assists: count("assists"),
    steals: count("steals"),
    blocks: count("blocks"),
    turnovers: count("turnovers"),
    fouls: count("fouls"),
    plusMinus: smallint("plus_minus").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.playerId] })],
);

/** 文字直播: one line per moment, newest last; `kind` is the event type it narrates, null for plain text. */
export const matchCommentary = pgTable(
  "match_commentary",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    /** Elapsed minutes, like match_events.minute; orders the lines. */
    minute: smallint().notNull(),
    /** As shown: "67'", "45+2'", "第二节 08:34". */
    clock: varchar({ length: 16 }).notNull(),
    text: varchar({ length: 200 }).notNull(),
    kind: smallint().$type<MatchEventTypeCode>(),
    homeScore: smallint("home_score").notNull().default(0),
    awayScore: smallint("away_score").notNull().default(0),
  },
  (t) => [index("match_commentary_match_idx").on(t.matchId, t.minute)],
);

/** Where to watch: CCTV5, 咪咕视频, 腾讯体育. */
export const matchTv = pgTable(
  "match_tv",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    channel: varchar({ length: 16 }).notNull(),
    /** tv or stream. */
    kind: varchar({ length: 6 }).notNull().$type<"tv" | "stream">(),
    sort: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.channel] })],
);
