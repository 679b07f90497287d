import { BasketballState } from "../../../lib/codes/basketball-states";
import { FootballState } from "../../../lib/codes/football-states";
import { Sport } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import { beijingDayStart, DAY, weekIndex } from "@/lib/beijing-time";
import { participantsOf } from "./catalogue";
import type { FixtureMatch, RoundRow, SeasonRow } from "./fixtures";
import { LEAGUES, type LeagueDef, type RoundRobinFormat, type SlotList } from "./leagues";
import { roundRobin } from "./round-robin";
import { addRound, firstWeek, shuffled, type Ctx } from "./schedule-context";
import { scheduleDaily } from "./schedule-daily";
import { placeRound } from "./schedule-rounds";
import { simpleResult, type ScoreLine } from "./simple-result";
import { TeamCalendar } from "./team-calendar";
import { expandSlots, slotTime } from "./weekly-slots";

/** History ids run below the World Cup's (2_900_001) and the current fixtures' (3_000_001). */
export const FIRST_HISTORY_ID = 2_000_001;

export type History = {
  seasons: SeasonRow[];
  rounds: RoundRow[];
  matches: FixtureMatch[];
  results: Map<number, ScoreLine>;
};

/** The season `back` years before `current`, same dates and naming. */
export function earlierSeason(current: SeasonRow, back: number): SeasonRow {
  const startYear = Number(current.startDate.slice(0, 4)) - back;
  const endYear = Number(current.endDate.slice(0, 4)) - back;
  const split = endYear !== startYear;
  return {
    id: current.leagueId * 10_000 + startYear,
    leagueId: current.leagueId,
    name: split ? `${startYear}-${endYear}` : `${startYear}`,
    startDate: `${startYear}${current.startDate.slice(4)}`,
    endDate: `${endYear}${current.endDate.slice(4)}`,
    isCurrent: false,
  };
}

/**
 * A whole round robin inside the season's dates: every round on one of the league's weekly slot
 * lists, midweek lists only when the weekends are too few, spread evenly from start to end.
 */
function scheduleWholeSeason(ctx: Ctx, league: LeagueDef, fmt: RoundRobinFormat, season: SeasonRow) {
  const teams = shuffled(
    ctx.rnd,
    participantsOf(league.id).map((p) => p.teamId),
  );
  const schedule = roundRobin(teams, fmt.cycles);
  const end = beijingDayStart(season.endDate) + DAY;
  const anchorsOf = (withExtra: boolean) => {
    const anchors: { monday: number; slots: SlotList; first: number }[] = [];
    for (let monday = firstWeek(season, ctx.from); monday < end; monday += 7 * DAY) {
      const lists = [...fmt.week];
      const extra = fmt.extra && (withExtra || weekIndex(monday) % fmt.extra.every === fmt.extra.phase);
      if (extra) lists.push(fmt.extra!.slots);
      for (const slots of lists) {
        const first = Math.min(...expandSlots(slots).map((s) => slotTime(monday, s, league.zone)));
        if (first >= ctx.from && first < end) anchors.push({ monday, slots, first });
      }
    }
    return anchors.sort((a, b) => a.first - b.first);
  };
  let anchors = anchorsOf(false);
  if (anchors.length < schedule.length) anchors = anchorsOf(true);
  const n = Math.min(schedule.length, anchors.length);
  for (let k = 0; k < n; k++) {
    const { monday, slots } = anchors[Math.floor((k * anchors.length) / n)];
    const round = addRound(ctx, season, k + 1, `第${k + 1}轮`, "联赛");
    placeRound(ctx, league, season, round, schedule[k], monday, slots);
  }
}

const FINISHED = { [Sport.Football]: FootballState.Finished, [Sport.Basketball]: BasketballState.Finished };

/**
 * Earlier seasons of every league with `history` (LeagueDef), kept compact: results only (score,
 * half-time, cards, corners, quarters), no odds, events or line-ups. The clubs are today's, so
 * head-to-head and form read as a fan expects (derbies met twice a season); standings of those
 * seasons follow from the results, so form agrees with them.
 */
export function generateHistory(rnd: Random, currentSeasons: readonly SeasonRow[]): History {
  const seasons: SeasonRow[] = [];
  const rounds: RoundRow[] = [];
  const drafts: Ctx["drafts"] = [];
  for (const league of LEAGUES) {
    const current = currentSeasons.find((s) => s.leagueId === league.id);
    if (!current || league.history <= 0) continue;
    for (let back = league.history; back >= 1; back--) {
      const season = earlierSeason(current, back);
      const ctx: Ctx = {
        rnd,
        cal: new TeamCalendar(),
        drafts,
        rounds,
        from: beijingDayStart(season.startDate),
        to: beijingDayStart(season.endDate) + DAY,
      };
      if (league.format.kind === "round-robin") scheduleWholeSeason(ctx, league, league.format, season);
      else if (league.format.kind === "daily") scheduleDaily(ctx, league, league.format, season, ctx.to);
      else continue;
      seasons.push(season);
    }
  }
  drafts.sort((a, b) => a.kickoff - b.kickoff || a.leagueId - b.leagueId || a.homeTeamId - b.homeTeamId);
  const results = new Map<number, ScoreLine>();
  const matches = drafts.map((d, i): FixtureMatch => {
    const { pinned: _pinned, ...rest } = d;
    const m: FixtureMatch = {
      ...rest,
      id: FIRST_HISTORY_ID + i,
      state: FINISHED[d.sportId],
      clock: "",
      periodStartedAt: null,
      isHot: false,
      engineSeed: 0,
    };
    results.set(m.id, simpleResult(rnd, m));
    return m;
  });
  return { seasons, rounds, matches, results };
}
