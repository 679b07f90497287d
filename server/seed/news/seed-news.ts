import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { ArticleKind, ArticleTag, REPORTED_LEAGUE_IDS, columnOf } from "@/lib/codes/news";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { newsArticles, newsArticleTags } from "../../db/schema/news";
import { leagues } from "../../db/schema/sports";
import { players, teams } from "../../db/schema/teams";
import { createRandom } from "../../feed/engine/random";
import { plainTextOf } from "../../services/news/markdown";
import {
  bigMatchesBetween,
  publishMatchPreview,
  publishMatchReport,
} from "../../services/news/match-reports";
import { EUROPE_PIECES } from "./editorial-europe";
import { WORLD_PIECES } from "./editorial-world";

const HOUR = 3_600_000;
/** Finished matches of the covered leagues this recent get their report at seed time. */
const REPORT_DAYS = 3;
const PREVIEW_AHEAD_MS = 36 * HOUR;

async function seedEditorial(db: Db, now: number, rnd: ReturnType<typeof createRandom>) {
  const pieces = [...EUROPE_PIECES, ...WORLD_PIECES];
  const teamNames = [...new Set(pieces.flatMap((p) => p.teams))];
  const playerNames = [...new Set(pieces.flatMap((p) => p.players ?? []))];
  const teamRows = teamNames.length
    ? await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.name, teamNames))
    : [];
  const playerRows = playerNames.length
    ? await db
        .select({ id: players.id, name: players.name })
        .from(players)
        .where(inArray(players.name, playerNames))
    : [];
  const teamId = new Map(teamRows.map((t) => [t.name, t.id]));
  const playerId = new Map<string, number>();
  for (const p of playerRows) if (!playerId.has(p.name)) playerId.set(p.name, p.id);
  const leagueIds = new Set((await db.select({ id: leagues.id }).from(leagues)).map((l) => l.id));

  const rows = await db
    .insert(newsArticles)
    .values(
      pieces.map((p) => {
        const column = columnOf(p.columnNo)!;
        return {
          kind: ArticleKind.Editorial,
          columnNo: p.columnNo,
          sportId: column.sportId ?? 1,
          title: p.title,
          summary: plainTextOf(p.body).slice(0, 120),
          body: p.body,
          authorName: p.author,
          headline: p.headline ?? false,
          readCount: rnd.int(1_200, 48_000),
          publishedAt: new Date(now - p.hoursAgo * HOUR - rnd.int(0, 50) * 60_000),
        };
      }),
    )
    .returning({ id: newsArticles.id });

  const tags = pieces.flatMap((p, i) => {
    const articleId = rows[i].id;
    const leagueId = columnOf(p.columnNo)!.leagueId;
    return [
      ...(leagueId !== null && leagueIds.has(leagueId)
        ? [{ articleId, tagType: ArticleTag.League, tagId: leagueId, name: columnOf(p.columnNo)!.name }]
        : []),
      ...p.teams.flatMap((name) =>
        teamId.has(name) ? [{ articleId, tagType: ArticleTag.Team, tagId: teamId.get(name)!, name }] : [],
      ),
      ...(p.players ?? []).flatMap((name) =>
        playerId.has(name)
          ? [{ articleId, tagType: ArticleTag.Player, tagId: playerId.get(name)!, name }]
          : [],
      ),
    ];
  });
  if (tags.length) await db.insert(newsArticleTags).values(tags).onConflictDoNothing();
  return rows.length;
}

async function seedReports(db: Db, now: number, rnd: ReturnType<typeof createRandom>) {
  const finished = await db
    .select({ id: matches.id, kickoff: matches.kickoff, sportId: matches.sportId })
    .from(matches)
    .where(
      and(
        inArray(matches.leagueId, [...REPORTED_LEAGUE_IDS]),
        inArray(matches.state, [FootballState.Finished, BasketballState.Finished]),
        gte(matches.kickoff, new Date(now - REPORT_DAYS * 24 * HOUR)),
        lt(matches.kickoff, new Date(now)),
      ),
    );
  let written = 0;
  for (const m of finished) {
    // Published shortly after the final whistle (about two hours after kick-off), never in the future.
    const at = Math.min(m.kickoff.getTime() + (m.sportId === 1 ? 115 : 150) * 60_000, now - 60_000);
    if (await publishMatchReport(db, m.id, new Date(at))) written++;
  }
  // Readers have been at them since.
  await db
    .update(newsArticles)
    .set({ readCount: sql`(${newsArticles.id} * 7919 % 20000) + ${rnd.int(300, 900)}` })
    .where(eq(newsArticles.kind, ArticleKind.MatchReport));
  return written;
}

async function seedPreviews(db: Db, now: number) {
  const due = await bigMatchesBetween(db, new Date(now), new Date(now + PREVIEW_AHEAD_MS), [
    FootballState.NotStarted,
    BasketballState.NotStarted,
  ]);
  let written = 0;
  for (const m of due) {
    const at = Math.max(now - 6 * HOUR, m.kickoff.getTime() - 30 * HOUR);
    if (await publishMatchPreview(db, m.id, new Date(Math.min(at, now - 60_000)))) written++;
  }
  return written;
}

/** The news desk's opening stock: editorial pieces, the last days' match reports and upcoming previews. */
export async function seedNews(db: Db, { seed, now }: { seed: number; now: number }) {
  const rnd = createRandom(seed ^ 0x6e657773);
  const editorial = await seedEditorial(db, now, rnd);
  const reports = await seedReports(db, now, rnd);
  const previews = await seedPreviews(db, now);
  return { editorial, reports, previews };
}
