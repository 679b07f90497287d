import { and, desc, eq, gte, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { experts } from "../../db/schema/experts";
import { matches } from "../../db/schema/matches";
import { newsArticles } from "../../db/schema/news";
import { leagues } from "../../db/schema/sports";
import { players, teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";

/** Articles the index holds: the newest ones (older pieces are found through the news list). */
const ARTICLE_LIMIT = 5000;

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");

/** Everything the search index is built from, read in one pass. */
export async function loadSearchSources(db: Db, todayStart: Date, horizon: Date) {
  const [leagueRows, teamRows, playerRows, matchRows, expertRows, articleRows] = await Promise.all([
    db
      .select({
        id: leagues.id,
        sportId: leagues.sportId,
        name: leagues.name,
        fullName: leagues.fullName,
        nameEn: leagues.nameEn,
        isHot: leagues.isHot,
        level: leagues.level,
      })
      .from(leagues),
    db
      .select({
        id: teams.id,
        sportId: teams.sportId,
        name: teams.name,
        shortName: teams.shortName,
        nameEn: teams.nameEn,
        strength: teams.strength,
      })
      .from(teams),
    db
      .select({
        id: players.id,
        name: players.name,
        nameEn: players.nameEn,
        position: players.position,
        rating: players.rating,
        teamId: players.teamId,
        sportId: teams.sportId,
        teamName: teams.shortName,
      })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId)),
    db
      .select({
        id: matches.id,
        sportId: matches.sportId,
        kickoff: matches.kickoff,
        league: leagues.name,
        homeName: home.name,
        homeShort: home.shortName,
        awayName: away.name,
        awayShort: away.shortName,
      })
      .from(matches)
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .innerJoin(home, eq(home.id, matches.homeTeamId))
      .innerJoin(away, eq(away.id, matches.awayTeamId))
      .where(and(gte(matches.kickoff, todayStart), lt(matches.kickoff, horizon))),
    db
      .select({
        userId: experts.userId,
        title: experts.title,
        tags: experts.tags,
        nickName: users.nickName,
      })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId)),
    db
      .select({
        id: newsArticles.id,
        sportId: newsArticles.sportId,
        title: newsArticles.title,
        authorName: newsArticles.authorName,
        readCount: newsArticles.readCount,
        publishedAt: newsArticles.publishedAt,
      })
      .from(newsArticles)
      .where(lt(newsArticles.publishedAt, horizon))
      .orderBy(desc(newsArticles.publishedAt))
      .limit(ARTICLE_LIMIT),
  ]);
  return { leagueRows, teamRows, playerRows, matchRows, expertRows, articleRows };
}

export type SearchSources = Awaited<ReturnType<typeof loadSearchSources>>;
