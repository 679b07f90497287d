import { and, eq, gt, lt, ne } from "drizzle-orm";
import { FootballState } from "../../../lib/codes/football-states";
import { Sport } from "../../../lib/codes/sports";
import type {
  AnalysisAll,
  AnalysisKind,
  FutureData,
  H2hData,
  InjuriesData,
  RecentData,
  StandingsData,
} from "../../../lib/contracts/match-analysis";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { seasonStandings } from "../sports/standings";
import { formList, nextFixtures, teamForm } from "./analysis-form";
import { headToHead, teamMatches } from "./analysis-queries";
import { footballMatchRow, type FootballMatchRow } from "./match-row";

const FORM_SIZE = 10;
const FUTURE_SIZE = 3;

async function h2h(db: Db, { match }: FootballMatchRow): Promise<H2hData> {
  const rows = await headToHead(
    db,
    match.homeTeamId,
    match.awayTeamId,
    match.kickoff,
    FootballState.Finished,
  );
  return { teamId: match.homeTeamId, ...formList(rows, match.homeTeamId) };
}

async function recent(db: Db, { match }: FootballMatchRow): Promise<RecentData> {
  const before = and(eq(matches.state, FootballState.Finished), lt(matches.kickoff, match.kickoff));
  const rows = await teamMatches(db, [match.homeTeamId, match.awayTeamId], before, "newest", FORM_SIZE);
  return {
    home: teamForm(rows, match.homeTeamId, FORM_SIZE),
    away: teamForm(rows, match.awayTeamId, FORM_SIZE),
  };
}

async function standings(db: Db, row: FootballMatchRow): Promise<StandingsData | null> {
  const table = await seasonStandings(db, row.match.seasonId);
  if (table?.sportId !== Sport.Football) return null;
  const groups = table.groups.filter((g) => g.rows.length);
  if (!groups.length) return null;
  const find = (teamId: number) => groups.flatMap((g) => g.rows).find((r) => r.teamId === teamId) ?? null;
  const { id, name, colour } = row.league;
  return {
    league: { id, name, colour },
    season: row.season,
    groups,
    home: find(row.match.homeTeamId),
    away: find(row.match.awayTeamId),
  };
}

/** No injury data is kept: the page says so rather than invent any. */
function injuries(): InjuriesData {
  return { home: [], away: [] };
}

async function future(db: Db, { match }: FootballMatchRow, now: number): Promise<FutureData> {
  const from = new Date(Math.max(match.kickoff.getTime(), now));
  const ahead = and(
    eq(matches.state, FootballState.NotStarted),
    gt(matches.kickoff, from),
    ne(matches.id, match.id),
  );
  const rows = await teamMatches(db, [match.homeTeamId, match.awayTeamId], ahead, "soonest", FUTURE_SIZE);
  return {
    home: nextFixtures(rows, match.homeTeamId, match.kickoff, FUTURE_SIZE),
    away: nextFixtures(rows, match.awayTeamId, match.kickoff, FUTURE_SIZE),
  };
}

/** `/live/fb/match/analysis/{kind}`; `all` answers the analysis page in one call. */
export async function footballAnalysis(db: Db, matchId: number, kind: AnalysisKind, now: number) {
  const row = await footballMatchRow(db, matchId);
  switch (kind) {
    case "h2h":
      return h2h(db, row);
    case "recent":
      return recent(db, row);
    case "standings":
      return standings(db, row);
    case "injuries":
      return injuries();
    case "future":
      return future(db, row, now);
    case "all": {
      const [h, r, s, f] = await Promise.all([
        h2h(db, row),
        recent(db, row),
        standings(db, row),
        future(db, row, now),
      ]);
      return { h2h: h, recent: r, standings: s, injuries: injuries(), future: f } satisfies AnalysisAll;
    }
  }
}
