import { asc, count, eq, lte, sql } from "drizzle-orm";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import {
  SITEMAP_PAGE_SIZE,
  type SitemapCount,
  type SitemapEntry,
  type SitemapKind,
} from "@/lib/contracts/sitemap";
import type { Db } from "../../db/client";
import { experts } from "../../db/schema/experts";
import { matches } from "../../db/schema/matches";
import { newsArticles } from "../../db/schema/news";
import { rooms } from "../../db/schema/rooms";
import { leagues } from "../../db/schema/sports";
import { playbacks } from "../../db/schema/streams";
import { players, teams } from "../../db/schema/teams";

type Row = { id: number; sportId: number; lastmod: Date | string | null };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The last change of each team's matches: one pass over `matches`, joined where a date is wanted. */
const teamLastMatch = sql`(select team_id, max(updated_at) as lastmod from (
    select home_team_id as team_id, updated_at from ${matches}
    union all select away_team_id, updated_at from ${matches}) as sides group by team_id)`;

/** Highlights play for signed-in users only (/playback/video), so only replays are listed. */
const replaysOnly = eq(playbacks.kind, PlaybackKind.Replay);

/** One query per kind and page, in id order, at most SITEMAP_PAGE_SIZE rows. */
const pageQueries: Record<SitemapKind, (db: Db, offset: number) => Promise<Row[]>> = {
  matches: (db, offset) =>
    db
      .select({ id: matches.id, sportId: matches.sportId, lastmod: matches.updatedAt })
      .from(matches)
      .orderBy(asc(matches.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset),
  articles: (db, offset) =>
    db
      .select({ id: newsArticles.id, sportId: sql<number>`0`, lastmod: newsArticles.publishedAt })
      .from(newsArticles)
      .where(lte(newsArticles.publishedAt, sql`now()`))
      .orderBy(asc(newsArticles.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset),
  rooms: (db, offset) =>
    db
      .select({
        id: rooms.id,
        sportId: sql<number>`0`,
        lastmod: sql<string>`greatest(${rooms.createdAt},
          (select max(started_at) from live_sessions where live_sessions.room_id = ${rooms.id}))`,
      })
      .from(rooms)
      .orderBy(asc(rooms.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset),
  playbacks: (db, offset) =>
    db
      .select({ id: playbacks.id, sportId: sql<number>`0`, lastmod: playbacks.createdAt })
      .from(playbacks)
      .where(replaysOnly)
      .orderBy(asc(playbacks.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset),
  teams: (db, offset) =>
    db
      .select({ id: teams.id, sportId: teams.sportId, lastmod: sql<string | null>`last_match.lastmod` })
      .from(teams)
      .leftJoin(sql`${teamLastMatch} as last_match`, sql`last_match.team_id = ${teams.id}`)
      .orderBy(asc(teams.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset),
  players: (db, offset) =>
    db
      .select({ id: players.id, sportId: teams.sportId, lastmod: sql<string | null>`last_match.lastmod` })
      .from(players)
      .innerJoin(teams, sql`${teams.id} = ${players.teamId}`)
      .leftJoin(sql`${teamLastMatch} as last_match`, sql`last_match.team_id = ${players.teamId}`)
      .orderBy(asc(players.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset),
  competitions: (db, offset) =>
    db
      .select({ id: leagues.id, sportId: leagues.sportId, lastmod: sql<string | null>`league_last.lastmod` })
      .from(leagues)
      .leftJoin(
        sql`(select league_id, max(updated_at) as lastmod from ${matches} group by league_id) as league_last`,
        sql`league_last.league_id = ${leagues.id}`,
      )
      .orderBy(asc(leagues.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset),
  experts: (db, offset) =>
    db
      .select({
        id: experts.userId,
        sportId: sql<number>`0`,
        lastmod: sql<string>`greatest(${experts.createdAt},
          (select max(published_at) from plans where plans.expert_id = ${experts.userId}))`,
      })
      .from(experts)
      .orderBy(asc(experts.userId))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset),
};

/** One page (from 1) of a kind's sitemap. */
export async function sitemapPage(db: Db, kind: SitemapKind, page: number): Promise<SitemapEntry[]> {
  const rows = await pageQueries[kind](db, (page - 1) * SITEMAP_PAGE_SIZE);
  return rows.map((r) => ({ id: r.id, sportId: Number(r.sportId), lastmod: iso(r.lastmod) }));
}

/** How many pages of each kind exist, in one query (the index pages its children by them). */
export async function sitemapCounts(db: Db): Promise<SitemapCount[]> {
  const tally = (kind: SitemapKind, table: Parameters<ReturnType<Db["select"]>["from"]>[0]) =>
    db.select({ kind: sql<SitemapKind>`${kind}::text`, count: count() }).from(table);
  const rows = await tally("matches", matches)
    .unionAll(
      db
        .select({ kind: sql<SitemapKind>`'articles'::text`, count: count() })
        .from(newsArticles)
        .where(lte(newsArticles.publishedAt, sql`now()`)),
    )
    .unionAll(tally("rooms", rooms))
    .unionAll(
      db
        .select({ kind: sql<SitemapKind>`'playbacks'::text`, count: count() })
        .from(playbacks)
        .where(replaysOnly),
    )
    .unionAll(tally("teams", teams))
    .unionAll(tally("players", players))
    .unionAll(tally("competitions", leagues))
    .unionAll(tally("experts", experts));
  return rows.map((r) => ({ kind: r.kind, count: Number(r.count) }));
}
