import { boolean, date, index, integer, pgTable, primaryKey, smallint, varchar } from "drizzle-orm/pg-core";
import type { SportId } from "../../../lib/codes/sports";
import { countries, seasons, sports, venues } from "./sports";

/** Clubs and national teams; the crest is an SVG drawn once from the colour pair (services/crests). */
export const teams = pgTable(
  "teams",
  {
    id: integer().primaryKey(),
    sportId: smallint("sport_id")
      .notNull()
      .references(() => sports.id)
      .$type<SportId>(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    /** 曼彻斯特城 / 上海海港. */
    name: varchar({ length: 24 }).notNull(),
    /** 曼城 / 海港: score lists. */
    shortName: varchar("short_name", { length: 12 }).notNull(),
    nameEn: varchar("name_en", { length: 48 }).notNull(),
    colour: varchar({ length: 7 }).notNull(),
    colour2: varchar({ length: 7 }).notNull(),
    /** The crest's URL under the api (/uploads/crests/<id>-<hash>.svg); "" until it is drawn. */
    logo: varchar({ length: 64 }).notNull().default(""),
    venueId: integer("venue_id").references(() => venues.id),
    city: varchar({ length: 20 }).notNull().default(""),
    isNational: boolean("is_national").notNull().default(false),
    /** 40..95: drives odds and the simulated results. */
    strength: smallint().notNull(),
  },
  (t) => [index("teams_sport_idx").on(t.sportId, t.name), index("teams_country_idx").on(t.countryId)],
);

/** Which teams take part in a season, with the group or conference (东部 / 西部, 东区 / 西区). */
export const seasonTeams = pgTable(
  "season_teams",
  {
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    groupName: varchar("group_name", { length: 8 }).notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.teamId] }), index("season_teams_team_idx").on(t.teamId)],
);

export const players = pgTable(
  "players",
  {
    id: integer().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** 哈里·凯恩 / 武磊. */
    name: varchar({ length: 24 }).notNull(),
    nameEn: varchar("name_en", { length: 40 }).notNull(),
    /** Shirt number, unique within the team. */
    number: smallint().notNull(),
    /** SPEC §3 code: GK, DC, MC, ST… for football; C, PF, SF, SG, PG for basketball (lib/codes/positions.ts). */
    position: varchar({ length: 3 }).notNull(),
    /** Chinese country name: 英格兰, 巴西, 中国. */
    nationality: varchar({ length: 16 }).notNull(),
    birthDate: date("birth_date").notNull(),
    heightCm: smallint("height_cm").notNull(),
    weightKg: smallint("weight_kg").notNull(),
    /** 40..99: lets the engine pick scorers and starters plausibly. */
    rating: smallint().notNull(),
    /**
     * The national team that calls up this club player, so one person is one row in both squads
     * (his national matches' events and line-ups carry the same id). Null when he has no call-up,
     * or when the national team is his team (a player with no club in the database).
     */
    nationalTeamId: integer("national_team_id").references(() => teams.id, { onDelete: "set null" }),
    /** His shirt number in the national team; set exactly when nationalTeamId is. */
    nationalNumber: smallint("national_number"),
  },
  (t) => [
    index("players_team_idx").on(t.teamId, t.number),
    index("players_national_team_idx").on(t.nationalTeamId, t.nationalNumber),
  ],
);
