import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import type { OddsMarketCode } from "../../../lib/codes/odds-markets";
import { matches } from "./matches";

/** Bookmakers with 球探's usual ids (1 澳门, 3 皇冠, 8 Bet365…). */
export const companies = pgTable("companies", {
  id: integer().primaryKey(),
  name: varchar({ length: 16 }).notNull(),
  nameEn: varchar("name_en", { length: 32 }).notNull(),
  /** Offers Asian lines (亚盘 / 大小球) and not only 1X2. */
  hasAsian: boolean("has_asian").notNull().default(true),
  sort: smallint().notNull().default(0),
});

const PRICE = { precision: 6, scale: 3, mode: "number" } as const;
const LINE = { precision: 5, scale: 2, mode: "number" } as const;
const price = (name?: string) => (name ? numeric(name, PRICE) : numeric(PRICE));
const line = (name?: string) => (name ? numeric(name, LINE) : numeric(LINE));

/**
 * `market` (lib/codes/odds-markets.ts): 1 欧赔 (basketball: moneyline, draw null), 2 亚盘 / 让分,
 * 3 大小球 / 大小分, for both sports.
 * One row per match, company and market: the opening quote (初盘) and the current one (即时盘).
 * 1X2: home / draw / away decimal odds. 亚盘: line (> 0 home gives, < 0 home receives) with
 * home / away water (Hong Kong odds, 0.92). 大小球: line with over in `home`, under in `away`.
 */
export const odds = pgTable(
  "odds",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    market: smallint().notNull().$type<OddsMarketCode>(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    initHome: price("init_home").notNull(),
    initDraw: price("init_draw"),
    initAway: price("init_away").notNull(),
    initLine: line("init_line"),
    home: price().notNull(),
    draw: price(),
    away: price().notNull(),
    line: line(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** 封盘: no quote while a goal is checked or after the match. */
    closed: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.market, t.companyId] })],
);

/** Every move of a quote, before and during the match, with the state and score at that moment. */
export const oddsChanges = pgTable(
  "odds_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    market: smallint().notNull().$type<OddsMarketCode>(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    home: price().notNull(),
    draw: price(),
    away: price().notNull(),
    line: line(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    /** Match minute when in play, null before kick-off. */
    minute: smallint(),
    /** SPEC state code of the match at the change (1 before kick-off). */
    state: smallint().notNull(),
    homeScore: smallint("home_score").notNull().default(0),
    awayScore: smallint("away_score").notNull().default(0),
  },
  (t) => [index("odds_changes_match_idx").on(t.matchId, t.market, t.companyId, t.changedAt)],
);
