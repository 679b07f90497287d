import { boolean, date, index, integer, pgTable, smallint, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { LeagueTypeCode, SportId } from "../../../lib/codes/sports";

/** 1 足球, 2 篮球 (lib/codes/sports.ts). */
export const sports = pgTable("sports", {
  id: smallint().primaryKey().$type<SportId>(),
  name: varchar({ length: 8 }).notNull(),
  code: varchar({ length: 16 }).notNull(),
});

/** 洲: the groups of the all-competitions page (国际, 欧洲, 美洲, 亚洲, 非洲, 大洋洲). */
export const continents = pgTable("continents", {
  id: smallint().primaryKey(),
  name: varchar({ length: 8 }).notNull(),
  sort: smallint().notNull().default(0),
});

/** Countries and regions; 国际 / 欧洲 / 亚洲 pseudo-countries hold the international competitions. */
export const countries = pgTable(
  "countries",
  {
    id: integer().primaryKey(),
    continentId: smallint("continent_id")
      .notNull()
      .references(() => continents.id),
    name: varchar({ length: 16 }).notNull(),
    nameEn: varchar("name_en", { length: 40 }).notNull(),
    sort: smallint().notNull().default(0),
  },
  (t) => [index("countries_continent_idx").on(t.continentId, t.sort)],
);

export const leagues = pgTable(
  "leagues",
  {
    id: integer().primaryKey(),
    sportId: smallint("sport_id")
      .notNull()
      .references(() => sports.id)
      .$type<SportId>(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    /** Short display name: 英超. */
    name: varchar({ length: 16 }).notNull(),
    /** 英格兰超级联赛. */
    fullName: varchar("full_name", { length: 40 }).notNull(),
    nameEn: varchar("name_en", { length: 60 }).notNull(),
    type: smallint().notNull().$type<LeagueTypeCode>(),
    /** 1 for a top division, 2 for the second tier; 0 for international competitions. */
    level: smallint().notNull().default(1),
    /** Tag colour of the league in score lists, #rrggbb. */
    colour: varchar({ length: 7 }).notNull(),
    isHot: boolean("is_hot").notNull().default(false),
    sort: integer().notNull().default(0),
    /** The running season; no foreign key because seasons reference leagues. */
    currentSeasonId: integer("current_season_id"),
  },
  (t) => [index("leagues_sport_idx").on(t.sportId, t.sort), index("leagues_country_idx").on(t.countryId)],
);

export const seasons = pgTable(
  "seasons",
  {
    id: integer().primaryKey(),
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    /** 2026-2027 for a European season, 2026 for a calendar-year one. */
    name: varchar({ length: 9 }).notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    isCurrent: boolean("is_current").notNull().default(false),
  },
  (t) => [uniqueIndex("seasons_league_name_idx").on(t.leagueId, t.name)],
);

/** Rounds of a season: 第12轮, 联赛阶段第5轮, 1/8决赛. Basketball leagues without rounds leave matches.roundId null. */
export const rounds = pgTable(
  "rounds",
  {
    id: integer().primaryKey(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    number: smallint().notNull(),
    name: varchar({ length: 16 }).notNull(),
    /** 联赛, 联赛阶段, 淘汰赛. */
    stage: varchar({ length: 8 }).notNull(),
    isKnockout: boolean("is_knockout").notNull().default(false),
  },
  (t) => [uniqueIndex("rounds_season_number_idx").on(t.seasonId, t.number)],
);

export const venues = pgTable("venues", {
  id: integer().primaryKey(),
  name: varchar({ length: 40 }).notNull(),
  city: varchar({ length: 20 }).notNull(),
  countryId: integer("country_id").references(() => countries.id),
  capacity: integer(),
});
