import { FootballState } from "../../../lib/codes/football-states";
import { Sport } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import { beijingTime } from "@/lib/beijing-time";
import { participantsOf, teamById, worldCupVenueIds } from "./catalogue";
import type { FixtureMatch, RoundRow, SeasonRow } from "./fixtures";
import type { ScoreLine } from "./simple-result";

export const WORLD_CUP_LEAGUE_ID = 75;
const FIRST_ID = 2_900_001;
const FINAL_DAY = beijingTime(2026, 7, 20, 3);

// [round name, Beijing dates (month-day hour) of its matches].
const ROUNDS: readonly (readonly [string, readonly string[]])[] = [
  [
    "1/16决赛",
    [
      "6-29 00",
      "6-29 04",
      "6-29 09",
      "6-30 01",
      "6-30 05",
      "6-30 09",
      "7-1 00",
      "7-1 04",
      "7-1 08",
      "7-2 03",
      "7-2 07",
      "7-2 10",
      "7-3 03",
      "7-3 07",
      "7-4 02",
      "7-4 06",
    ],
  ],
  ["1/8决赛", ["7-5 01", "7-5 05", "7-6 04", "7-6 08", "7-7 03", "7-7 08", "7-8 00", "7-8 04"]],
  ["1/4决赛", ["7-10 04", "7-11 03", "7-12 05", "7-12 09"]],
  ["半决赛", ["7-15 03", "7-16 03"]],
  ["季军赛", ["7-19 05"]],
  ["决赛", ["7-20 03"]],
];

/** Seed positions of a knockout bracket (1 v 32, 16 v 17, …) so the top seeds meet late. */
function bracketOrder(size: number): number[] {
  let order = [1, 2];
  while (order.length < size) order = order.flatMap((s) => [s, order.length * 2 + 1 - s]);
  return order;
}

const winnerOf = (m: FixtureMatch, s: ScoreLine) =>
  s.homeScore > s.awayScore || (s.homeScore === s.awayScore && (s.homePenScore ?? 0) > (s.awayPenScore ?? 0))
    ? m.homeTeamId
    : m.awayTeamId;

/**
 * The knockout rounds of the 2026 World Cup (finished in July 2026), played one round at a time so
 * the bracket follows the results: 32 of the 48 teams (the stronger ones, with some luck) go through.
 */
export async function worldCupKnockout(
  rnd: Random,
  season: SeasonRow,
  now: number,
  play: (m: FixtureMatch) => Promise<ScoreLine>,
) {
  const rounds: RoundRow[] = [];
  const matches: { match: FixtureMatch; score: ScoreLine }[] = [];
  if (now < FINAL_DAY + 24 * 3_600_000) return { rounds, matches };

  const ranked = participantsOf(WORLD_CUP_LEAGUE_ID)
    .map((p) => [p.teamId, teamById.get(p.teamId)!.strength + rnd.int(0, 9)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 32)
    .map(([id]) => id);
  const order = bracketOrder(32);
  let pairs = Array.from(
    { length: 16 },
    (_, i) => [ranked[order[2 * i] - 1], ranked[order[2 * i + 1] - 1]] as const,
  );
  let final: (readonly [number, number])[] = [];

  for (const [n, [name, dates]] of ROUNDS.entries()) {
    const round = {
      id: season.id * 100 + n + 1,
      seasonId: season.id,
      number: n + 1,
      name,
      stage: "淘汰赛",
      isKnockout: true,
    };
    rounds.push(round);
    if (name === "决赛") pairs = final;
    const winners: number[] = [];
    const roundLosers: number[] = [];
    for (const [i, [home, away]] of pairs.entries()) {
      const [md, hh] = dates[i].split(" ");
      const [month, day] = md.split("-").map(Number);
      const match: FixtureMatch = {
        id: FIRST_ID + matches.length,
        sportId: Sport.Football,
        leagueId: WORLD_CUP_LEAGUE_ID,
        seasonId: season.id,
        roundId: round.id,
        homeTeamId: home,
        awayTeamId: away,
        kickoff: beijingTime(2026, month, day, Number(hh)),
        state: FootballState.Finished,
        clock: "",
        periodStartedAt: null,
        neutral: true,
        venueId: worldCupVenueIds[(i * 5 + n) % worldCupVenueIds.length],
        isHot: true,
        knockout: true,
        engineSeed: rnd.int(1, 2_147_483_646),
      };
      const score = await play(match);
      matches.push({ match, score });
      const w = winnerOf(match, score);
      winners.push(w);
      roundLosers.push(w === home ? away : home);
    }
    if (name === "半决赛") {
      final = [[winners[0], winners[1]]];
      pairs = [[roundLosers[0], roundLosers[1]]];
    } else {
      pairs = Array.from(
        { length: winners.length / 2 },
        (_, i) => [winners[2 * i], winners[2 * i + 1]] as const,
      );
    }
  }
  return { rounds, matches };
}
