import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { PlanPickCode } from "../../../lib/codes/expert-plans";
import type { SportId } from "../../../lib/codes/sports";
import { leagues } from "./sports";
import { matches } from "./matches";
import { users } from "./users";

/**
 * An expert's plan (方案). `result` is PlanResult (0 until settled, 6 无效 when a match was void and
 * every buyer was refunded); `kickoff` and `leagueId` copy the earliest leg's so lists filter and sort
 * on one table. What the plan picks lives in plan_legs.
 */
export const plans = pgTable(
  "plans",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    expertId: integer("expert_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sportId: smallint("sport_id").notNull().$type<SportId>(),
    playType: smallint("play_type").notNull(),
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id),
    kickoff: timestamp({ withTimezone: true }).notNull(),
    title: varchar({ length: 40 }).notNull(),
    analysis: text().notNull(),
    /** Diamonds; 0 = free. */
    price: integer().notNull(),
    /** 不中退: a lost plan gives its buyers their diamonds back. */
    refundIfLose: boolean("refund_if_lose").notNull().default(false),
    sales: integer().notNull().default(0),
    result: smallint().notNull().default(0),
    /** What 1 staked on the plan returned (回报), set with `result`; null until settled or when void. */
    payout: numeric({ precision: 8, scale: 3, mode: "number" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("plans_kickoff_idx").on(t.kickoff),
    index("plans_expert_idx").on(t.expertId, t.publishedAt),
    index("plans_league_idx").on(t.leagueId, t.kickoff),
    index("plans_settled_idx").on(t.result, t.settledAt),
  ],
);

/**
 * One match of a plan with the pick and the quote stored at publish time (never re-read): `line`
 * and `odds` as lib/contracts/expert-plans.ts planLeg describes them. `result` is the leg's own.
 */
export const planLegs = pgTable(
  "plan_legs",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    legNo: smallint("leg_no").notNull(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    pick: varchar({ length: 8 }).notNull().$type<PlanPickCode>(),
    line: numeric({ precision: 5, scale: 2, mode: "number" }),
    odds: numeric({ precision: 8, scale: 3, mode: "number" }).notNull(),
    lotteryMarket: smallint("lottery_market"),
    result: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.planId, t.legNo] }), index("plan_legs_match_idx").on(t.matchId)],
);

/** One fan's purchase of one plan (at most one); `refunded` once the price came back. */
export const planPurchases = pgTable(
  "plan_purchases",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    price: integer().notNull(),
    refunded: boolean().notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("plan_purchases_once_idx").on(t.planId, t.buyerId),
    index("plan_purchases_buyer_idx").on(t.buyerId, t.createdAt),
  ],
);

/** 成为专家: one application per user; status ExpertApplicationStatus, decided with `npm run ops`. */
export const expertApplications = pgTable("expert_applications", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  title: varchar({ length: 20 }).notNull(),
  intro: varchar({ length: 300 }).notNull(),
  tags: varchar({ length: 60 }).notNull().default(""),
  status: smallint().notNull().default(0),
  reason: varchar({ length: 120 }).notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
});
