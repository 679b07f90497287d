import type { SportId } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import { DAY, beijingParts } from "@/lib/beijing-time";
import { assignStates } from "./fixture-states";
import { LEAGUES, type LeagueDef } from "./leagues";
import { ensureLiveAndSoon } from "./live-window";
import { WINDOW_DAYS, type Ctx } from "./schedule-context";
import { scheduleDaily } from "./schedule-daily";
import { scheduleLeaguePhase, scheduleRoundRobin } from "./schedule-rounds";
import { TeamCalendar } from "./team-calendar";

export { WINDOW_DAYS };

export type SeasonRow = {
  id: number;
  leagueId: number;
  name: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
};
export type RoundRow = {
  id: number;
  seasonId: number;
  number: number;
  name: string;
  stage: string;
  isKnockout: boolean;
};
export type FixtureMatch = {
  id: number;
  sportId: SportId;
  leagueId: number;
  seasonId: number;
  roundId: number | null;
  homeTeamId: number;
  awayTeamId: number;
  kickoff: number;
  state: number;
  clock: string;
  periodStartedAt: number | null;
  neutral: boolean;
  venueId: number | null;
  isHot: boolean;
  knockout: boolean;
  engineSeed: number;
};
export type Fixtures = { seasons: SeasonRow[]; rounds: RoundRow[]; matches: FixtureMatch[] };
/** A match before ids, states and seeds are given. */
export type Draft = Omit<
  FixtureMatch,
  "id" | "state" | "clock" | "periodStartedAt" | "isHot" | "engineSeed"
> & { pinned?: boolean };

/** The league's season running at `now` (the last one if between seasons). */
export function seasonOf(league: LeagueDef, now: number): SeasonRow {
  const { year, month, day } = beijingParts(now);
  const { style, start, end } = league.season;
  const beforeStart = month * 100 + day < Number(start.replace("-", ""));
  const y = style === "split" && beforeStart ? year - 1 : year;
  // The catalogued World Cup is the 2026 edition, whatever the date.
  const startYear = league.format.kind === "world-cup" ? 2026 : y;
  return {
    id: league.id * 10_000 + startYear,
    leagueId: league.id,
    name: style === "split" ? `${startYear}-${startYear + 1}` : `${startYear}`,
    startDate: `${startYear}-${start}`,
    endDate: `${style === "split" ? startYear + 1 : startYear}-${end}`,
    isCurrent: true,
  };
}

/**
 * The season so far and the next two weeks for every league, placed on Beijing kick-off slots, with
 * matches in play and about to start whatever the hour of `now`. States follow `now`; results are
 * not decided here (seedSports fills them). The World Cup (July 2026) is added by seedSports.
 */
export function generateFixtures(rnd: Random, now: number): Fixtures {
  const ctx: Ctx = {
    rnd,
    cal: new TeamCalendar(),
    drafts: [],
    rounds: [],
    from: now - WINDOW_DAYS * DAY,
    to: now + WINDOW_DAYS * DAY,
  };
  const seasons = LEAGUES.map((l) => seasonOf(l, now));
  const seasonFor = (l: LeagueDef) => seasons.find((s) => s.leagueId === l.id)!;
  // Cups first: their midweek dates are fixed, domestic weekends fit around them.
  for (const l of LEAGUES)
    if (l.format.kind === "league-phase") scheduleLeaguePhase(ctx, l, l.format, seasonFor(l));
  for (const l of LEAGUES)
    if (l.format.kind === "round-robin") scheduleRoundRobin(ctx, l, l.format, seasonFor(l));
  for (const l of LEAGUES) if (l.format.kind === "daily") scheduleDaily(ctx, l, l.format, seasonFor(l), now);

  ensureLiveAndSoon(ctx.drafts, ctx.cal, now);
  const matches = assignStates(ctx.drafts, rnd, now);
  return { seasons, rounds: ctx.rounds, matches };
}
