import type {
  FormLetter,
  FormList,
  FormSummary,
  FutureMatch,
  PastMatch,
  TeamForm,
} from "../../../lib/contracts/match-analysis";
import type { TeamMatchRow } from "./analysis-queries";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The team's result in a finished match it played. */
export function resultFor(
  m: Pick<TeamMatchRow, "home" | "homeScore" | "awayScore">,
  teamId: number,
): FormLetter {
  const [scored, conceded] = m.home.id === teamId ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
  return scored > conceded ? "W" : scored < conceded ? "L" : "D";
}

export function toPastMatch(m: TeamMatchRow, teamId: number): PastMatch {
  return {
    id: m.id,
    kickoff: m.kickoff.toISOString(),
    league: m.league,
    home: m.home,
    away: m.away,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeHalfScore: m.homeHalfScore,
    awayHalfScore: m.awayHalfScore,
    result: resultFor(m, teamId),
  };
}

export function summarize(list: readonly PastMatch[], teamId: number): FormSummary {
  const s: FormSummary = { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 };
  for (const m of list) {
    const home = m.home.id === teamId;
    s.played++;
    s.goalsFor += home ? m.homeScore : m.awayScore;
    s.goalsAgainst += home ? m.awayScore : m.homeScore;
    if (m.result === "W") s.won++;
    else if (m.result === "L") s.lost++;
    else s.drawn++;
  }
  return s;
}

export function formList(rows: readonly TeamMatchRow[], teamId: number): FormList {
  const matches = rows.map((r) => toPastMatch(r, teamId));
  return { matches, summary: summarize(matches, teamId) };
}

/** A team's last `size` results (rows newest first): all, at home, away. */
export function teamForm(rows: readonly TeamMatchRow[], teamId: number, size = 10): TeamForm {
  const mine = rows.filter((r) => r.home.id === teamId || r.away.id === teamId);
  return {
    teamId,
    all: formList(mine.slice(0, size), teamId),
    home: formList(mine.filter((r) => r.home.id === teamId).slice(0, size), teamId),
    away: formList(mine.filter((r) => r.away.id === teamId).slice(0, size), teamId),
  };
}

/** A team's next `size` fixtures (rows soonest first), with the days between them and `from`. */
export function nextFixtures(
  rows: readonly TeamMatchRow[],
  teamId: number,
  from: Date,
  size = 3,
): FutureMatch[] {
  return rows
    .filter((r) => r.home.id === teamId || r.away.id === teamId)
    .slice(0, size)
    .map((r) => ({
      id: r.id,
      kickoff: r.kickoff.toISOString(),
      league: r.league,
      home: r.home,
      away: r.away,
      daysAway: Math.floor((r.kickoff.getTime() - from.getTime()) / DAY_MS),
    }));
}
