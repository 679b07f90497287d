import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { RedPacketStatus } from "../../../lib/contracts/red-packets";
import type { EntryEffect, GiftEffect } from "../../../lib/contracts/room-money";
import { rooms } from "./rooms";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const roomRef = () =>
  integer("room_id")
    .notNull()
    .references(() => rooms.id, { onDelete: "cascade" });

/** The gift catalogue; prices are whole diamonds. */
export const gifts = pgTable("gifts", {
  id: integer().primaryKey(),
  name: varchar({ length: 16 }).notNull(),
  price: integer().notNull(),
  icon: varchar({ length: 120 }).notNull(),
  effect: varchar({ length: 12 }).notNull().$type<GiftEffect>(),
  sort: integer().notNull().default(0),
  enabled: smallint().notNull().default(1),
});

/** One gift sent in a room; `total` left the sender, `income` reached the anchor. */
export const giftRecords = pgTable(
  "gift_records",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: roomRef(),
    senderId: userRef("sender_id"),
    anchorId: userRef("anchor_id"),
    giftId: integer("gift_id")
      .notNull()
      .references(() => gifts.id),
    count: integer().notNull(),
    price: integer().notNull(),
    total: integer().notNull(),
    income: integer().notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("gift_records_anchor_idx").on(t.anchorId, t.createdAt),
    index("gift_records_time_idx").on(t.createdAt),
  ],
);

/** Levels 1 (骑士) to 7 (皇帝): a higher id is a nobler rank. */
export const nobilityLevels = pgTable("nobility_levels", {
  id: integer().primaryKey(),
  name: varchar({ length: 8 }).notNull(),
  price: integer().notNull(),
  days: integer().notNull(),
  icon: varchar({ length: 120 }).notNull(),
  nameColor: varchar("name_color", { length: 9 }).notNull(),
  bubbleBg: varchar("bubble_bg", { length: 9 }).notNull(),
  bubbleBorder: varchar("bubble_border", { length: 9 }).notNull(),
  bubbleText: varchar("bubble_text", { length: 9 }).notNull(),
  entryEffect: varchar("entry_effect", { length: 12 }).notNull().$type<EntryEffect>(),
  /** Horns put in the buyer's bag with every purchase. */
  hornGrant: integer("horn_grant").notNull().default(0),
});

/** Every nobility a user owns, each with its own expiry; `worn` marks the one shown (at most one). */
export const userNobilities = pgTable(
  "user_nobilities",
  {
    userId: userRef("user_id"),
    nobilityId: integer("nobility_id")
      .notNull()
      .references(() => nobilityLevels.id),
    expiresAt: at("expires_at").notNull(),
    worn: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.nobilityId] }),
    uniqueIndex("user_nobilities_worn_idx")
      .on(t.userId)
      .where(sql`${t.worn} = 1`),
  ],
);

/** Unused horns a user holds (granted with nobility); sending uses one before paying. */
export const hornBags = pgTable("horn_bags", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  count: integer().notNull().default(0),
});

export const hornMessages = pgTable(
  "horn_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef("user_id"),
    roomId: roomRef(),
    content: varchar({ length: 200 }).notNull(),
    /** Diamonds paid; 0 when a horn from the bag was used. */
    paid: integer().notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("horn_messages_time_idx").on(t.createdAt)],
);

/** Shares are split when the packet is sent; grabs take them in order. */
export const redPackets = pgTable(
  "red_packets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: roomRef(),
    senderId: userRef("sender_id"),
    total: integer().notNull(),
    count: integer().notNull(),
    shares: integer().array().notNull(),
    remainingCount: integer("remaining_count").notNull(),
    remainingAmount: integer("remaining_amount").notNull(),
    status: varchar({ length: 10 }).notNull().$type<RedPacketStatus>().default("open"),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("red_packets_status_idx").on(t.status, t.expiresAt),
    index("red_packets_room_idx").on(t.roomId, t.createdAt),
  ],
);

export const redPacketGrabs = pgTable(
  "red_packet_grabs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packetId: integer("packet_id")
      .notNull()
      .references(() => redPackets.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    amount: integer().notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("red_packet_grabs_user_idx").on(t.packetId, t.userId)],
);
