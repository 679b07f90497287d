import type { Db } from "../../db/client";
import { createRandom } from "../../feed/engine/random";
import { DAY } from "@/lib/beijing-time";
import { catalogueTeams, countryRows, venueRows } from "./catalogue";
import { companyRows } from "../../feed/companies";
import { continentRows } from "./countries";
import { generateFixtures, WINDOW_DAYS, type FixtureMatch } from "./fixtures";
import { generateHistory } from "./history";
import { insertSports } from "./insert-sports";
import { buildLottery } from "./lottery-issues";
import { clockAt, isFinishedState, isLiveState } from "./match-clock";
import type { MatchToPlay, PlayPastMatch } from "../../feed/played-match";
import { rostersByTeam } from "../../feed/squad-rosters";
import { playedRows } from "./played-rows";
import { generatePlayers } from "./players";
import { hasOdds, prematchOdds } from "./prematch-odds";
import { penaltyShootout, simpleResult } from "./simple-result";
import { catalogueRows, matchRow, matchToPlay, quarterMinutesOf, type MatchOutcome } from "./sports-rows";
import { buildTvListings } from "./tv-listings";
import { generateTransfers } from "./transfers";
import { worldCupKnockout, WORLD_CUP_LEAGUE_ID } from "./world-cup";

export type SeedSportsOptions = {
  seed: number;
  now: number;
  /**
   * The match engine: plays in full each match finished in the last two weeks and the World Cup
   * knockout rounds. Without it they get a score-only result, as older matches always do.
   */
  playPastMatch?: PlayPastMatch;
};

function groupBy<T, V>(items: readonly T[], key: (t: T) => number, value: (t: T) => V) {
  const map = new Map<number, V[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(value(item));
    else map.set(key(item), [value(item)]);
  }
  return map;
}

/** The sports catalogue and two weeks of fixtures either side of `now`, with results, odds, lottery and TV rows. */
export async function seedSports(db: Db, { seed, now, playPastMatch }: SeedSportsOptions) {
  const rnd = createRandom(seed * 7919 + 17);
  const playerRows = generatePlayers(createRandom(seed * 104_729 + 3), catalogueTeams);
  const fixtures = generateFixtures(rnd, now);
  const rosters = rostersByTeam(
    playerRows.map((p) => ({
      id: p.id,
      name: p.name,
      number: p.number,
      position: p.position,
      rating: p.rating,
      teamId: p.teamId,
      nationalTeamId: p.nationalTeamId,
      nationalNumber: p.nationalNumber,
    })),
  );

  const priced = prematchOdds(
    rnd,
    fixtures.matches.filter((m) => hasOdds(m, now)),
    now,
  );
  const oddsRows = priced.rows;
  const closing = groupBy(
    oddsRows,
    (o) => o.matchId,
    (o): MatchToPlay["odds"][number] => ({
      companyId: o.companyId,
      market: o.market,
      home: o.home,
      draw: o.draw,
      away: o.away,
      line: o.line,
    }),
  );

  const outcomes = new Map<number, MatchOutcome>();
  const details: ReturnType<typeof playedRows>[] = [];
  const play = async (m: FixtureMatch): Promise<MatchOutcome> => {
    const byEngine =
      playPastMatch && (m.leagueId === WORLD_CUP_LEAGUE_ID || m.kickoff >= now - WINDOW_DAYS * DAY);
    if (!byEngine) return simpleResult(rnd, m);
    const rows = playedRows(
      m.id,
      m.kickoff,
      await playPastMatch(matchToPlay(m, rosters, closing.get(m.id) ?? [])),
    );
    details.push(rows);
    // A knockout match needs a winner even if the engine left it level.
    if (m.knockout && rows.score.homeScore === rows.score.awayScore && rows.score.homePenScore === null)
      penaltyShootout(rnd, rows.score);
    return rows.score;
  };
  for (const m of fixtures.matches) {
    if (isFinishedState(m.sportId, m.state)) outcomes.set(m.id, await play(m));
    // In-play matches get a partial score; the live feed takes them over from their engine seed.
    else if (isLiveState(m.sportId, m.state))
      outcomes.set(
        m.id,
        simpleResult(rnd, m, clockAt(m.sportId, quarterMinutesOf(m), m.kickoff, now).played),
      );
  }
  const wcSeason = fixtures.seasons.find((s) => s.leagueId === WORLD_CUP_LEAGUE_ID)!;
  const worldCup = await worldCupKnockout(rnd, wcSeason, now, play);
  for (const { match, score } of worldCup.matches) outcomes.set(match.id, score);
  const allMatches = [...worldCup.matches.map((w) => w.match), ...fixtures.matches];
  // Earlier seasons: results only, from their own random stream.
  const history = generateHistory(createRandom(seed * 65_537 + 29), fixtures.seasons);
  for (const [id, score] of history.results) outcomes.set(id, score);

  const lottery = buildLottery(rnd, fixtures.matches, now);
  const tv = buildTvListings(
    rnd,
    fixtures.matches.filter((m) => Math.abs(m.kickoff - now) <= WINDOW_DAYS * DAY),
  );
  const jc = new Map([...lottery.jczq, ...lottery.jclq].map((r) => [r.matchId, r.number]));
  const bjdc = new Map(lottery.bjdc.map((r) => [r.matchId, r]));
  const zc = new Map(lottery.zcMatches.map((r) => [r.matchId, r.issue]));
  const numbers = (id: number) => ({
    jcNo: jc.get(id),
    bjdcIssue: bjdc.get(id)?.issue,
    bjdcNo: bjdc.get(id)?.number,
    zcIssue: zc.get(id),
  });
  const oddsChanges = [...priced.changes, ...details.flatMap((d) => d.oddsChanges)];

  await insertSports(db, {
    ...catalogueRows(fixtures, history.seasons),
    continents: [...continentRows],
    countries: countryRows,
    seasons: [...fixtures.seasons, ...history.seasons],
    rounds: [...fixtures.rounds, ...worldCup.rounds, ...history.rounds],
    venues: venueRows,
    players: playerRows,
    // The latest windows' moves, from their own stream so the rest of the seed reads as before.
    transfers: generateTransfers(createRandom(seed * 92_821 + 41), catalogueTeams, playerRows, now),
    companies: companyRows,
    matches: [...history.matches, ...allMatches].map((m) =>
      matchRow(m, now, outcomes.get(m.id), numbers(m.id)),
    ),
    events: details.flatMap((d) => d.events),
    stats: details.flatMap((d) => d.stats),
    lineups: details.flatMap((d) => d.lineups),
    boxScores: details.flatMap((d) => d.boxScores),
    commentary: details.flatMap((d) => d.commentary),
    tv,
    // A finished match keeps its closing pre-match quote as the current one; in-play moves are history.
    odds: oddsRows,
    oddsChanges,
    ...lottery,
  });

  return {
    leagues: fixtures.seasons.length,
    teams: catalogueTeams.length,
    players: playerRows.length,
    matches: allMatches.length,
    historyMatches: history.matches.length,
    live: allMatches.filter((m) => isLiveState(m.sportId, m.state)).length,
    odds: oddsRows.length,
    oddsChanges: oddsChanges.length,
    playedByEngine: details.length,
  };
}
