import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { matches } from "./matches";
import { users } from "./users";

/** Room categories shown as the live navigation (足球, 篮球, ...). */
export const liveNavs = pgTable("live_navs", {
  id: integer().primaryKey(),
  name: varchar({ length: 16 }).notNull(),
  sort: integer().notNull().default(0),
});

export const rooms = pgTable(
  "rooms",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    navId: integer("nav_id")
      .notNull()
      .references(() => liveNavs.id),
    title: varchar({ length: 60 }).notNull(),
    cover: text().notNull().default(""),
    notice: varchar({ length: 200 }).notNull().default(""),
    /** 0 offline, 1 live: set from the media server's publish events. */
    liveStatus: smallint("live_status").notNull().default(0),
    /** 热度 = 在线 and the last day's gifts, by the one rule (services/audience/audience-size.ts). */
    heat: integer().notNull().default(0),
    /** 在线 when 热度 was last worked out: the cards show it beside the picture while the room is live. */
    online: integer().notNull().default(0),
    /** The match the anchor commentates now (直播间绑定比赛); its live score shows in the room. */
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    /** 1 while the anchor has the room up (上播, /api/room/up); 0 after /api/room/down. */
    onAir: smallint("on_air").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("rooms_anchor_idx").on(t.anchorId), index("rooms_nav_idx").on(t.navId, t.heat)],
);
