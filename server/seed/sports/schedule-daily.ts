import { beijingDayStart, beijingMidnight, beijingParts, DAY, HOUR } from "@/lib/beijing-time";
import { participantsOf, teamById } from "./catalogue";
import type { SeasonRow } from "./fixtures";
import type { DailyFormat, LeagueDef } from "./leagues";
import { shuffled, type Ctx } from "./schedule-context";

/** NBA-style: a number of games every day, no team twice a day, few back-to-backs, no quick rematches. */
export function scheduleDaily(ctx: Ctx, league: LeagueDef, fmt: DailyFormat, season: SeasonRow, now: number) {
  const teams = participantsOf(league.id).map((p) => p.teamId);
  const lastDay = new Map<number, number>();
  const lastMeeting = new Map<string, number>();
  const seasonStart = beijingDayStart(season.startDate);
  const start = Math.min(ctx.from, Math.max(seasonStart, now - 150 * DAY));
  for (let day = beijingMidnight(start); day <= ctx.to; day += DAY) {
    const target = Math.max(5, fmt.perDay[beijingParts(day).weekday] + ctx.rnd.int(-1, 1));
    const eligible = shuffled(ctx.rnd, teams).filter(
      (t) => (lastDay.get(t) ?? -Infinity) < day - DAY || ctx.rnd.chance(0.3),
    );
    const times = Array.from({ length: target }, () => ctx.rnd.pick(fmt.times)).sort();
    const taken = new Set<number>();
    let g = 0;
    for (const a of eligible) {
      if (g >= target || taken.has(a)) continue;
      const b = eligible.find(
        (t) => t !== a && !taken.has(t) && (lastMeeting.get(key(a, t)) ?? -Infinity) < day - 7 * DAY,
      );
      if (b === undefined) continue;
      const [hh, mm] = times[g++].split(":").map(Number);
      const kickoff = day + hh * HOUR + mm * 60_000;
      if (kickoff > ctx.to) break;
      const [home, away] = ctx.rnd.chance(0.5) ? [a, b] : [b, a];
      taken.add(a).add(b);
      lastDay.set(a, day).set(b, day);
      lastMeeting.set(key(a, b), day);
      ctx.cal.add(home, kickoff);
      ctx.cal.add(away, kickoff);
      ctx.drafts.push({
        sportId: league.sportId,
        leagueId: league.id,
        seasonId: season.id,
        roundId: null,
        homeTeamId: home,
        awayTeamId: away,
        kickoff,
        neutral: false,
        venueId: teamById.get(home)!.venueId,
        knockout: false,
      });
    }
  }
}

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
