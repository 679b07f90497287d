import { eq } from "drizzle-orm";
import { Sport } from "@/lib/codes/sports";
import type {
  AnalysisAll,
  FutureData,
  H2hData,
  RecentData,
  StandingsData,
} from "@/lib/contracts/basketball-analysis";
import type { Db } from "../../db/client";
import { leagues, seasons } from "../../db/schema/sports";
import { seasonStandings } from "../sports/standings";
import { findBasketMatch } from "./basket-detail";
import { lastGames, meetings, nextGames, recordOf } from "./past-matches";

const DAY = 86_400_000;

async function sides(db: Db, matchId: number) {
  const { m, home, away } = await findBasketMatch(db, matchId);
  return { m, home: { id: home.id, name: home.name }, away: { id: away.id, name: away.name } };
}

/** 交锋: the last ten meetings and the home team's record in them. */
export async function basketH2h(db: Db, matchId: number): Promise<H2hData> {
  const { m, home, away } = await sides(db, matchId);
  const list = await meetings(db, home.id, away.id, m.kickoff);
  return { home, away, matches: list, homeRecord: recordOf(home.id, list) };
}

/** 近期战绩: each team's last ten games before this one. */
export async function basketRecent(db: Db, matchId: number): Promise<RecentData> {
  const { m, home, away } = await sides(db, matchId);
  const [h, a] = await Promise.all([lastGames(db, home.id, m.kickoff), lastGames(db, away.id, m.kickoff)]);
  return {
    home: { team: home, matches: h, record: recordOf(home.id, h) },
    away: { team: away, matches: a, record: recordOf(away.id, a) },
  };
}

/** 未来赛程: each team's next five games after this one, with the days until each. */
export async function basketFuture(db: Db, matchId: number): Promise<FutureData> {
  const { m, home, away } = await sides(db, matchId);
  const [h, a] = await Promise.all([nextGames(db, home.id, m.kickoff), nextGames(db, away.id, m.kickoff)]);
  const withDays = (list: typeof h) =>
    list.map((g) => ({ ...g, daysAway: Math.round((Date.parse(g.kickoff) - m.kickoff.getTime()) / DAY) }));
  return { home: { team: home, matches: withDays(h) }, away: { team: away, matches: withDays(a) } };
}

/** 联赛积分: the W-L tables (NBA: by conference) the two teams play in, computed from the results. */
export async function basketStandings(db: Db, matchId: number): Promise<StandingsData> {
  const { m, home, away } = await sides(db, matchId);
  const [[meta], table] = await Promise.all([
    db
      .select({ league: leagues.name, season: seasons.name })
      .from(seasons)
      .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
      .where(eq(seasons.id, m.seasonId)),
    seasonStandings(db, m.seasonId),
  ]);
  const perGame = (total: number, played: number) => (played ? Math.round((total / played) * 10) / 10 : 0);
  const tables = table?.sportId === Sport.Basketball ? table.groups : [];
  const groups = tables
    .filter((g) => g.rows.some((r) => r.teamId === home.id || r.teamId === away.id))
    .map((g) => ({
      name: g.name,
      rows: g.rows.map((r) => ({
        rank: r.rank,
        teamId: r.teamId,
        name: r.shortName,
        played: r.played,
        won: r.won,
        lost: r.lost,
        winPct: r.winPct,
        gamesBehind: r.gamesBehind,
        pointsFor: perGame(r.pointsFor, r.played),
        pointsAgainst: perGame(r.pointsAgainst, r.played),
        streak: r.streak,
      })),
    }));
  return { league: meta?.league ?? "", season: meta?.season ?? "", groups };
}

/** The four tables of the analysis page in one answer. */
export async function basketAnalysisAll(db: Db, matchId: number): Promise<AnalysisAll> {
  const [h2h, recent, standings, future] = await Promise.all([
    basketH2h(db, matchId),
    basketRecent(db, matchId),
    basketStandings(db, matchId),
    basketFuture(db, matchId),
  ]);
  return { h2h, recent, standings, future };
}
