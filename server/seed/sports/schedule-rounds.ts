import type { LeagueDef, LeaguePhaseFormat, RoundRobinFormat, SlotList } from "./leagues";
import { expandSlots, slotTime } from "./weekly-slots";
import { DAY, weekIndex } from "@/lib/beijing-time";
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

/** Places a round's pairings on its slots, keeping teams rested where the slots allow it. */
function placeRound(
  ctx: Ctx,
  league: LeagueDef,
  season: SeasonRow,
  round: RoundRow | null,
  pairs: readonly Pairing[],
  monday: number,
  slots: SlotList,
) {
  const free = shuffled(ctx.rnd, expandSlots(slots)).map((s) => slotTime(monday, s));
  for (const [home, away] of shuffled(ctx.rnd, pairs)) {
    if (!free.length) free.push(...expandSlots(slots).map((s) => slotTime(monday, s)));
    let best = 0;
    let bestGap = -1;
    for (let i = 0; i < free.length; i++) {
      const gap = ctx.cal.pairGap(home, away, free[i]);
      if (gap >= REST_HOURS[league.sportId]) {
        best = i;
        break;
      }
      if (gap > bestGap) [best, bestGap] = [i, gap];
    }
    const kickoff = free.splice(best, 1)[0];
    if (kickoff > ctx.to) continue;
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
  for (let monday = firstWeek(season, ctx.from); monday <= ctx.to; monday += 7 * DAY) {
    if (isInternationalBreak(ctx, league.sportId, monday)) continue;
    const week = [...fmt.week];
    if (fmt.extra && weekIndex(monday) % fmt.extra.every === fmt.extra.phase) week.push(fmt.extra.slots);
    for (const slots of week) {
      const first = Math.min(...expandSlots(slots).map((s) => slotTime(monday, s)));
      if (first <= ctx.to) anchors.push({ monday, slots, first });
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
