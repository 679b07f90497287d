import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { matches } from "./matches";

const sp = (name: string) => numeric(name, { precision: 6, scale: 2, mode: "number" });

/**
 * 竞彩足球. The number is the Beijing weekday of the business day (a day runs 12:00 to 12:00, so a
 * 03:45 kick-off belongs to the day before) and the order within it: 周三001.
 */
export const jczqMatches = pgTable(
  "jczq_matches",
  {
    matchId: integer("match_id")
      .primaryKey()
      .references(() => matches.id, { onDelete: "cascade" }),
    businessDate: date("business_date").notNull(),
    number: varchar({ length: 6 }).notNull(),
    /** 胜平负 SP. */
    spHome: sp("sp_home").notNull(),
    spDraw: sp("sp_draw").notNull(),
    spAway: sp("sp_away").notNull(),
    /** 让球 for 让球胜平负: -1 means the home side gives one goal; never 0. */
    handicap: smallint().notNull(),
    hSpHome: sp("h_sp_home").notNull(),
    hSpDraw: sp("h_sp_draw").notNull(),
    hSpAway: sp("h_sp_away").notNull(),
    /** 单关 allowed. */
    single: boolean().notNull().default(false),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("jczq_number_idx").on(t.businessDate, t.number)],
);

/** 竞彩篮球: 周三301 numbering; 胜负, 让分 and 大小分 with their lines. */
export const jclqMatches = pgTable(
  "jclq_matches",
  {
    matchId: integer("match_id")
      .primaryKey()
      .references(() => matches.id, { onDelete: "cascade" }),
    businessDate: date("business_date").notNull(),
    number: varchar({ length: 6 }).notNull(),
    spHome: sp("sp_home").notNull(),
    spAway: sp("sp_away").notNull(),
    /** 让分 from the home side: -5.5 means the home side gives 5.5 points. */
    handicap: numeric({ precision: 5, scale: 1, mode: "number" }).notNull(),
    hSpHome: sp("h_sp_home").notNull(),
    hSpAway: sp("h_sp_away").notNull(),
    /** 大小分 line. */
    total: numeric({ precision: 5, scale: 1, mode: "number" }).notNull(),
    spOver: sp("sp_over").notNull(),
    spUnder: sp("sp_under").notNull(),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("jclq_number_idx").on(t.businessDate, t.number)],
);

/** 北京单场: issues of a few days (26112), numbered 1..n within the issue; reference SP before the match. */
export const bjdcMatches = pgTable(
  "bjdc_matches",
  {
    matchId: integer("match_id")
      .primaryKey()
      .references(() => matches.id, { onDelete: "cascade" }),
    issue: varchar({ length: 6 }).notNull(),
    number: smallint().notNull(),
    /** 让球, 0 allowed. */
    handicap: smallint().notNull(),
    spHome: sp("sp_home").notNull(),
    spDraw: sp("sp_draw").notNull(),
    spAway: sp("sp_away").notNull(),
  },
  (t) => [uniqueIndex("bjdc_issue_number_idx").on(t.issue, t.number)],
);

/** 足彩 (胜负彩 14场 / 任选9场): one issue is a set of 14 matches. */
export const zcIssues = pgTable("zc_issues", {
  issue: varchar({ length: 6 }).primaryKey(),
  saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }).notNull(),
});

export const zcMatches = pgTable(
  "zc_matches",
  {
    issue: varchar({ length: 6 })
      .notNull()
      .references(() => zcIssues.issue, { onDelete: "cascade" }),
    /** 1..14. */
    number: smallint().notNull(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.issue, t.number] }), index("zc_matches_match_idx").on(t.matchId)],
);
