import type { MatchToPlay, PlayedMatch, PlayPastMatch } from "../../feed/played-match";
import { teamById } from "./catalogue";
import { finalFrame } from "../../feed/match-frame";
import { buildPlan, type MatchPlan } from "../../feed/match-plan";

/** Quarter scores as the seed stores them: [q1, q2, q3, q4, ...overtimes]. */
function quartersOf(plan: MatchPlan): PlayedMatch["quarters"] {
  return plan.script.sport === "basketball" ? plan.script.periodScores : null;
}

/** The whole of a plan as the seed stores a finished match. */
export function playedFromPlan(plan: MatchPlan): PlayedMatch {
  const frame = finalFrame(plan);
  const { live } = frame;
  const strip = <T extends { atMs: number }>({ atMs: _atMs, ...rest }: T) => rest;
  return {
    state: live.state,
    homeScore: live.homeScore,
    awayScore: live.awayScore,
    homeHalfScore: live.homeHalfScore,
    awayHalfScore: live.awayHalfScore,
    homePenScore: live.homePenScore,
    awayPenScore: live.awayPenScore,
    quarters: quartersOf(plan),
    formations: plan.formations,
    events: plan.timeline.map(({ atMs: _atMs, clock: _clock, ...e }) => e),
    stats: frame.stats,
    lineups: plan.lineups,
    boxScores: frame.box,
    commentary: plan.commentary.map(strip),
    oddsChanges: plan.odds,
  };
}

/**
 * The seed's `playPastMatch` hook: every finished match of the last two weeks is played by the same
 * engine and plan as the live feed, so a past match reads exactly like one watched live.
 */
export const playPastMatch: PlayPastMatch = (match: MatchToPlay) => {
  const short = (teamId: number, name: string) => teamById.get(teamId)?.shortName ?? name;
  return playedFromPlan(
    buildPlan({
      ...match,
      home: { ...match.home, name: short(match.home.teamId, match.home.name) },
      away: { ...match.away, name: short(match.away.teamId, match.away.name) },
    }),
  );
};
