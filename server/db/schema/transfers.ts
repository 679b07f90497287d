import { date, index, integer, pgTable, smallint, varchar } from "drizzle-orm/pg-core";
import type { TransferKindCode } from "../../../lib/codes/transfer-kinds";
import { players, teams } from "./teams";

/**
 * A player's move between two clubs (lib/codes/transfer-kinds.ts). The destination of a player's
 * latest move is always his current team (players.teamId); the seed keeps them consistent.
 */
export const transfers = pgTable(
  "transfers",
  {
    id: integer().primaryKey(),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    /** Null for a free agent signing without a previous club. */
    fromTeamId: integer("from_team_id").references(() => teams.id, { onDelete: "cascade" }),
    toTeamId: integer("to_team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Beijing day the move was announced. */
    date: date().notNull(),
    /** 2026夏窗, 2026冬窗, 2026休赛期 (lib/codes/transfer-windows.ts). */
    window: varchar({ length: 12 }).notNull(),
    kind: smallint().notNull().$type<TransferKindCode>(),
    /** 万欧元; null when undisclosed or not a fee-paying move (loan return, free, basketball). */
    fee: integer(),
  },
  (t) => [
    index("transfers_player_idx").on(t.playerId, t.date),
    index("transfers_to_idx").on(t.toTeamId, t.date),
    index("transfers_from_idx").on(t.fromTeamId, t.date),
  ],
);
