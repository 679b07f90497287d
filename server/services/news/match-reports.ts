import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import {
  ArticleKind,
  ArticleTag,
  REPORTED_LEAGUE_IDS,
  columnOfLeague,
  type ArticleKindCode,
} from "@/lib/codes/news";
import { OddsMarket } from "@/lib/codes/odds-markets";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { newsArticles, newsArticleTags } from "../../db/schema/news";
import { odds } from "../../db/schema/odds";
import { createRandom } from "../../feed/engine/random";
import { loadMatchFacts, type MatchFacts } from "./match-facts";
import { writeMatchPreview, writeMatchReport, type WrittenArticle } from "./report-writer";

/** The desk's bylines for what the product writes itself. */
const REPORT_DESK = "直播吧数据编辑部";
const PREVIEW_DESK = "前瞻分析组";

function tagsOf(f: MatchFacts, scorerIds: number[]) {
  return [
    { tagType: ArticleTag.Match, tagId: f.id, name: `${f.home.shortName} vs ${f.away.shortName}` },
    { tagType: ArticleTag.League, tagId: f.leagueId, name: f.league },
    { tagType: ArticleTag.Team, tagId: f.home.id, name: f.home.name },
    { tagType: ArticleTag.Team, tagId: f.away.id, name: f.away.name },
    ...[...new Set(scorerIds)].map((id) => ({
      tagType: ArticleTag.Player,
      tagId: id,
      name:
        f.goals.find((g) => g.playerId === id)?.player ??
        f.stars.find((s) => s.playerId === id)?.player ??
        "",
    })),
  ];
}

async function store(
  db: Db,
  f: MatchFacts,
  kind: ArticleKindCode,
  written: WrittenArticle,
  publishedAt: Date,
  playerIds: number[],
): Promise<number | null> {
  const column = columnOfLeague(f.leagueId, f.sportId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsArticles)
      .values({
        kind,
        columnNo: column.columnNo,
        sportId: f.sportId,
        title: written.title,
        summary: written.summary,
        body: written.body,
        authorName: kind === ArticleKind.MatchReport ? REPORT_DESK : PREVIEW_DESK,
        matchId: f.id,
        publishedAt,
      })
      .onConflictDoNothing()
      .returning({ id: newsArticles.id });
    if (!row) return null;
    await tx
      .insert(newsArticleTags)
      .values(tagsOf(f, playerIds).map((t) => ({ ...t, articleId: row.id })))
      .onConflictDoNothing();
    return row.id;
  });
}

/** Whether the product writes about this league's matches. */
export const isReportedLeague = (leagueId: number) => REPORTED_LEAGUE_IDS.has(leagueId);

/**
 * Writes and publishes the 赛后战报 of a finished match of a covered league (once: a second call
 * for the same match stores nothing). The wording is seeded by the match, so each reads its own way.
 */
export async function publishMatchReport(db: Db, matchId: number, publishedAt: Date): Promise<number | null> {
  const f = await loadMatchFacts(db, matchId);
  if (!f || !f.finished || !isReportedLeague(f.leagueId)) return null;
  const written = writeMatchReport(f, createRandom(f.id * 7919 + f.homeScore * 31 + f.awayScore));
  const players = [
    ...f.goals.filter((g) => g.kind !== "own").map((g) => g.playerId),
    ...f.stars.slice(0, 2).map((s) => s.playerId),
  ].filter((id): id is number => id !== null);
  return store(db, f, ArticleKind.MatchReport, written, publishedAt, players);
}

async function openingOdds(db: Db, matchId: number) {
  const [row] = await db
    .select({ home: odds.initHome, draw: odds.initDraw, away: odds.initAway })
    .from(odds)
    .where(and(eq(odds.matchId, matchId), eq(odds.market, OddsMarket.European)))
    .orderBy(asc(odds.companyId))
    .limit(1);
  return row
    ? { home: Number(row.home), draw: row.draw === null ? null : Number(row.draw), away: Number(row.away) }
    : null;
}

/** Writes the 赛前前瞻 of an upcoming match (once per match). */
export async function publishMatchPreview(
  db: Db,
  matchId: number,
  publishedAt: Date,
): Promise<number | null> {
  const f = await loadMatchFacts(db, matchId);
  if (!f || f.finished || !isReportedLeague(f.leagueId)) return null;
  const written = writeMatchPreview(f, createRandom(f.id * 104_729), await openingOdds(db, matchId));
  return store(db, f, ArticleKind.MatchPreview, written, publishedAt, []);
}

/** Big matches: hot fixtures of the covered leagues kicking off in [from, to). */
export async function bigMatchesBetween(db: Db, from: Date, to: Date, states: number[]) {
  const rows = await db
    .select({ id: matches.id, leagueId: matches.leagueId, kickoff: matches.kickoff })
    .from(matches)
    .where(
      and(
        gte(matches.kickoff, from),
        lt(matches.kickoff, to),
        eq(matches.isHot, true),
        inArray(matches.state, states),
        inArray(matches.leagueId, [...REPORTED_LEAGUE_IDS]),
      ),
    )
    .orderBy(asc(matches.kickoff));
  return rows;
}
