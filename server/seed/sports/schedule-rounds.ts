import type { LeagueDef, LeaguePhaseFormat, RoundRobinFormat, SlotList } from "./leagues";
import { expandSlots, slotTime } from "./weekly-slots";
import { beijingDayStart, DAY, weekIndex } from "@/lib/beijing-time";
import { Sport, type SportId } from "../../../lib/codes/sports";
import { participantsOf, teamById } from "./catalogue";
import type { RoundRow, SeasonRow } from "./fixtures";
import { roundRobin, type Pairing } from "./round-robin";
import {
  addRound,
  firstWeek,
  isInternationalBreak,
  REST_HOURS,
  shuffled,
  type Ctx,
} from "./schedule-context";

/** Rest a football team must have between two matches whatever the slots (two days); basketball a night. */
export const MIN_REST_HOURS: Record<SportId, number> = { [Sport.Football]: 48, [Sport.Basketball]: 20 };

/**
 * Places a round's pairings on its slots: a free slot that leaves both teams their usual rest, else
 * one that leaves them the minimum, else another match at one of the round's slot times. A pairing
 * no slot of the week can take without breaking the minimum rest is left out (as a postponement).
 */
export function placeRound(
  ctx: Ctx,
  league: LeagueDef,
  season: SeasonRow,
  round: RoundRow | null,
  pairs: readonly Pairing[],
  monday: number,
  slots: SlotList,
) {
  const times = expandSlots(slots).map((s) => slotTime(monday, s, league.zone));
  const free = shuffled(ctx.rnd, times);
  for (const [home, away] of shuffled(ctx.rnd, pairs)) {
    const rested = (t: number, hours: number) => ctx.cal.pairGap(home, away, t) >= hours;
    let i = free.findIndex((t) => rested(t, REST_HOURS[league.sportId]));
    if (i < 0) i = free.findIndex((t) => rested(t, MIN_REST_HOURS[league.sportId]));
    const kickoff =
      i >= 0 ? free.splice(i, 1)[0] : times.find((t) => rested(t, MIN_REST_HOURS[league.sportId]));
    if (kickoff === undefined || kickoff > ctx.to) continue;
    ctx.cal.add(home, kickoff);
    ctx.cal.add(away, kickoff);
    ctx.drafts.push({
      sportId: league.sportId,
      leagueId: league.id,
      seasonId: season.id,
      roundId: round?.id ?? null,
      homeTeamId: home,
      awayTeamId: away,
      kickoff,
      neutral: false,
      venueId: teamById.get(home)!.venueId,
      knockout: false,
    });
  }
}

/** Weekly rounds from the season start; a season longer than its schedule keeps its latest rounds. */
export function scheduleRoundRobin(ctx: Ctx, league: LeagueDef, fmt: RoundRobinFormat, season: SeasonRow) {
  const teams = shuffled(
    ctx.rnd,
    participantsOf(league.id).map((p) => p.teamId),
  );
  const schedule = roundRobin(teams, fmt.cycles);
  const anchors: { monday: number; slots: SlotList; first: number }[] = [];
  const seasonEnd = beijingDayStart(season.endDate) + 2 * DAY;
  for (let monday = firstWeek(season, ctx.from); monday <= ctx.to; monday += 7 * DAY) {
    if (isInternationalBreak(ctx, league.sportId, monday)) continue;
    const week = [...fmt.week];
    if (fmt.extra && weekIndex(monday) % fmt.extra.every === fmt.extra.phase) week.push(fmt.extra.slots);
    for (const slots of week) {
      const first = Math.min(...expandSlots(slots).map((s) => slotTime(monday, s, league.zone)));
      if (first <= ctx.to && first < seasonEnd) anchors.push({ monday, slots, first });
    }
  }
  anchors.sort((a, b) => a.first - b.first);
  anchors.splice(0, Math.max(0, anchors.length - schedule.length));
  anchors.forEach(({ monday, slots }, k) => {
    const round = addRound(ctx, season, k + 1, `第${k + 1}轮`, "联赛");
    placeRound(ctx, league, season, round, schedule[k], monday, slots);
  });
}

/** Cup league phase: every group plays its matchdays in the cup's weeks, on the group's slots. */
export function scheduleLeaguePhase(ctx: Ctx, league: LeagueDef, fmt: LeaguePhaseFormat, season: SeasonRow) {
  const mondays: number[] = [];
  for (let monday = firstWeek(season, ctx.from); monday <= ctx.to; monday += 7 * DAY) {
    if (weekIndex(monday) % fmt.every === fmt.phase && !isInternationalBreak(ctx, league.sportId, monday))
      mondays.push(monday);
  }
  const used = mondays.slice(-fmt.rounds);
  const rounds = used.map((_, k) => addRound(ctx, season, k + 1, `联赛阶段第${k + 1}轮`, "联赛阶段"));
  for (const group of fmt.groups) {
    const ids = participantsOf(league.id)
      .filter((p) => p.groupName === group.name)
      .map((p) => p.teamId);
    const schedule = roundRobin(shuffled(ctx.rnd, ids), 1);
    used.forEach((monday, k) => placeRound(ctx, league, season, rounds[k], schedule[k], monday, group.slots));
  }
}
