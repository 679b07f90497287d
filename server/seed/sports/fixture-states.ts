import { BasketballState } from "../../../lib/codes/basketball-states";
import { FootballState } from "../../../lib/codes/football-states";
import { Sport } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import { DAY, HOUR } from "@/lib/beijing-time";
import { teamById } from "./catalogue";
import type { Draft, FixtureMatch } from "./fixtures";
import { leagueById } from "./leagues";
import { clockAt } from "./match-clock";
import { WINDOW_DAYS } from "./schedule-context";

export const FIRST_MATCH_ID = 3_000_001;
/** "Not started" is code 1 in both sports' state tables. */
const NOT_STARTED = FootballState.NotStarted;

const POSTPONED = {
  [Sport.Football]: FootballState.Postponed,
  [Sport.Basketball]: BasketballState.Postponed,
} as const;
const CANCELLED = {
  [Sport.Football]: FootballState.Cancelled,
  [Sport.Basketball]: BasketballState.Cancelled,
} as const;

/** Ids in kick-off order, the state at `now`, a few postponed or cancelled matches, hot flags and engine seeds. */
export function assignStates(drafts: readonly Draft[], rnd: Random, now: number): FixtureMatch[] {
  const sorted = [...drafts].sort(
    (a, b) => a.kickoff - b.kickoff || a.leagueId - b.leagueId || a.homeTeamId - b.homeTeamId,
  );
  const matches = sorted.map((d, i): FixtureMatch => {
    const league = leagueById.get(d.leagueId)!;
    const clock = clockAt(d.sportId, league.quarterMinutes ?? 10, d.kickoff, now);
    const inWindow = Math.abs(d.kickoff - now) < WINDOW_DAYS * DAY;
    // Only matches not under way can be postponed or cancelled (about 1 in 100).
    const notRunning = clock.state === NOT_STARTED || d.kickoff < now - 3 * HOUR;
    const roll = rnd.next();
    const state =
      !d.pinned && inWindow && notRunning && roll < 0.008
        ? POSTPONED[d.sportId]
        : !d.pinned && inWindow && notRunning && roll < 0.011
          ? CANCELLED[d.sportId]
          : clock.state;
    const strength = teamById.get(d.homeTeamId)!.strength + teamById.get(d.awayTeamId)!.strength;
    const { pinned: _pinned, ...rest } = d;
    return {
      ...rest,
      id: FIRST_MATCH_ID + i,
      state,
      clock: state === clock.state ? clock.clock : "",
      periodStartedAt: state === clock.state ? clock.periodStartedAt : null,
      isHot: league.hot && (strength >= 158 || rnd.chance(0.05)),
      engineSeed: rnd.int(1, 2_147_483_646),
    };
  });
  markGuaranteedHot(matches, sorted);
  return matches;
}

/** The strongest pairings among the guaranteed live and upcoming matches are hot, so the home page has them. */
function markGuaranteedHot(matches: FixtureMatch[], drafts: readonly Draft[]) {
  for (const [sportId, n] of [
    [Sport.Football, 3],
    [Sport.Basketball, 2],
  ] as const) {
    const pinned = matches.filter((m, i) => drafts[i].pinned && m.sportId === sportId);
    const strength = (m: FixtureMatch) =>
      teamById.get(m.homeTeamId)!.strength + teamById.get(m.awayTeamId)!.strength;
    pinned
      .sort((a, b) => strength(b) - strength(a))
      .slice(0, n)
      .forEach((m) => (m.isHot = true));
  }
}
