import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { PlaybackKindCode } from "@/lib/codes/playback-kinds";
import { matches } from "./matches";
import { rooms } from "./rooms";
import { users } from "./users";

/**
 * A room's stream on the media server. Viewers play `/live/{name}.flv`; the anchor publishes to
 * `rtmp://…/live/{name}?key={secret}`, so the public play address never reveals the key.
 * `rooms.live_status` is set from the media server's publish events (services/stream).
 */
export const roomStreams = pgTable(
  "room_streams",
  {
    roomId: integer("room_id")
      .primaryKey()
      .references(() => rooms.id, { onDelete: "cascade" }),
    name: varchar({ length: 32 }).notNull(),
    secret: varchar({ length: 64 }).notNull(),
    /** A seeded demo room: the media process loops the demo clip whenever nobody publishes. */
    demo: boolean().notNull().default(false),
    /** The media session now publishing; only its own unpublish takes the room offline. */
    publisherSession: varchar("publisher_session", { length: 40 }),
    liveSince: timestamp("live_since", { withTimezone: true }),
    keyUpdatedAt: timestamp("key_updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("room_streams_name_idx").on(t.name)],
);

/** Replays of room broadcasts and match highlights, each one FLV file of the media server. */
export const playbacks = pgTable(
  "playbacks",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    kind: smallint().notNull().$type<PlaybackKindCode>(),
    roomId: integer("room_id").references(() => rooms.id, { onDelete: "cascade" }),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    title: varchar({ length: 80 }).notNull(),
    cover: text().notNull().default(""),
    /** File name without `.flv` in the media server's playback directory (its paid one when priced). */
    file: varchar({ length: 64 }).notNull(),
    durationSec: integer("duration_sec").notNull(),
    /** Diamonds to unlock (highlights); 0 is free. */
    price: integer().notNull().default(0),
    playCount: integer("play_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("playbacks_room_idx").on(t.roomId, t.createdAt),
    index("playbacks_kind_idx").on(t.kind, t.createdAt),
    // A priced playback's file is its own: buying one never opens another (signed-link.ts).
    uniqueIndex("playbacks_paid_file_idx")
      .on(t.file)
      .where(sql`${t.price} > 0`),
  ],
);

/** Who unlocked a priced playback; written by the wallet's pay call inside its debit. */
export const playbackPurchases = pgTable(
  "playback_purchases",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    playbackId: integer("playback_id")
      .notNull()
      .references(() => playbacks.id, { onDelete: "cascade" }),
    price: integer().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("playback_purchases_pair_idx").on(t.userId, t.playbackId)],
);
