import { Sport, type SportId } from "../../../lib/codes/sports";
import { beijingDate, beijingParts, DAY, HOUR, MINUTE } from "@/lib/beijing-time";
import type { Draft } from "./fixtures";
import { LEAGUES, type LeagueDef } from "./leagues";
import type { TeamCalendar } from "./team-calendar";

/** Whatever the hour: matches in play (kicked off 5-80' ago) and kicking off in the next 5-90'. */
export const LIVE_GUARANTEE: Record<SportId, { live: number; soon: number }> = {
  [Sport.Football]: { live: 4, soon: 6 },
  [Sport.Basketball]: { live: 3, soon: 3 },
};
export const LIVE_WINDOW = { from: -80 * MINUTE, to: -5 * MINUTE };
export const SOON_WINDOW = { from: 5 * MINUTE, to: 90 * MINUTE };

// Kick-off offsets from now (minutes) tried in turn; kick-offs snap to 5 minutes.
const LIVE_OFFSETS = [-12, -27, -43, -58, -72, -20, -35, -50, -65];
const SOON_OFFSETS = [10, 25, 40, 55, 70, 85, 18, 33, 48, 63];

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;

/** Minutes of the week (Monday 00:00 Beijing = 0) at which a league kicks off. */
function weeklySlots(league: LeagueDef): number[] {
  const f = league.format;
  const toMinutes = (slot: string) => {
    const [d, hm] = slot.split(" ");
    const [h, m] = hm.split(":").map(Number);
    return ((Number(d) % 7) * 24 * 60 + h * 60 + m) % WEEK_MINUTES;
  };
  if (f.kind === "round-robin")
    return [...f.week.flat(), ...(f.extra?.slots ?? [])].map((s) => toMinutes(s.split("x")[0]));
  if (f.kind === "league-phase")
    return f.groups.flatMap((g) => g.slots).map((s) => toMinutes(s.split("x")[0]));
  if (f.kind === "daily")
    return f.times.flatMap((t) => [0, 1, 2, 3, 4, 5, 6].map((d) => toMinutes(`${d} ${t}`)));
  return [];
}

/** Leagues of the sport ordered by how close their usual kick-offs are to the target's weekday and hour. */
function leaguesByPlausibility(sportId: SportId, target: number): number[] {
  const { weekday, hour, minute } = beijingParts(target);
  const at = weekday * 24 * 60 + hour * 60 + minute;
  // The hour matters most; each day away from the usual weekday counts as an hour.
  const distance = (l: LeagueDef) =>
    Math.min(
      ...weeklySlots(l).map((m) => {
        const tod = Math.abs((m % DAY_MINUTES) - (at % DAY_MINUTES));
        const days = Math.abs(Math.floor(m / DAY_MINUTES) - weekday);
        return Math.min(tod, DAY_MINUTES - tod) + 60 * Math.min(days, 7 - days);
      }),
    );
  return LEAGUES.filter((l) => l.sportId === sportId && l.format.kind !== "world-cup")
    .map((l) => [l.id, distance(l)] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([id]) => id);
}

const KEEP_PER_DAY: Record<SportId, number> = { [Sport.Football]: 20, [Sport.Basketball]: 9 };

const inWindow = (d: Draft, now: number, w: { from: number; to: number }) =>
  d.kickoff >= now + w.from && d.kickoff <= now + w.to;

/**
 * Brings matches forward from the coming week into the live and the soon windows until each
 * sport has its quota. A moved match keeps its round; its teams must be free around the new time.
 */
export function ensureLiveAndSoon(drafts: Draft[], cal: TeamCalendar, now: number) {
  for (const sportId of [Sport.Football, Sport.Basketball] as const) {
    const quota = LIVE_GUARANTEE[sportId];
    for (const [window, offsets, need] of [
      [LIVE_WINDOW, LIVE_OFFSETS, quota.live],
      [SOON_WINDOW, SOON_OFFSETS, quota.soon],
    ] as const) {
      const present = drafts.filter((d) => d.sportId === sportId && inWindow(d, now, window));
      present.forEach((d) => (d.pinned = true));
      let missing = need - present.length;
      for (const offset of offsets) {
        if (missing <= 0) break;
        const target = Math.round((now + offset * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
        if (target < now + window.from || target > now + window.to) continue;
        const donor = pickDonor(drafts, cal, sportId, target, now);
        if (!donor) continue;
        cal.remove(donor.homeTeamId, donor.kickoff);
        cal.remove(donor.awayTeamId, donor.kickoff);
        donor.kickoff = target;
        donor.pinned = true;
        cal.add(donor.homeTeamId, target);
        cal.add(donor.awayTeamId, target);
        missing--;
      }
    }
  }
}

function pickDonor(
  drafts: Draft[],
  cal: TeamCalendar,
  sportId: SportId,
  target: number,
  now: number,
): Draft | null {
  // Take from the busiest days first, so no single day is emptied.
  const load = new Map<string, number>();
  const dayOf = (d: Draft) => beijingDate(d.kickoff);
  for (const d of drafts) if (d.sportId === sportId) load.set(dayOf(d), (load.get(dayOf(d)) ?? 0) + 1);
  const candidates = drafts
    .filter(
      (d) => d.sportId === sportId && !d.pinned && d.kickoff > now + 3 * HOUR && d.kickoff < now + 7 * DAY,
    )
    .sort((a, b) => load.get(dayOf(b))! - load.get(dayOf(a))! || a.kickoff - b.kickoff);
  // Days that would fall below a normal day's count give up nothing unless nothing else fits.
  const spare = candidates.filter((d) => load.get(dayOf(d))! > KEEP_PER_DAY[sportId]);
  const leaguesInOrder = leaguesByPlausibility(sportId, target);
  const groups = [spare, candidates].flatMap((pool) =>
    leaguesInOrder.map((id) => pool.filter((d) => d.leagueId === id)),
  );
  const restedFor = (d: Draft, hours: number) => {
    cal.remove(d.homeTeamId, d.kickoff);
    cal.remove(d.awayTeamId, d.kickoff);
    const ok = cal.pairGap(d.homeTeamId, d.awayTeamId, target) >= hours;
    cal.add(d.homeTeamId, d.kickoff);
    cal.add(d.awayTeamId, d.kickoff);
    return ok;
  };
  for (const group of groups) {
    // 24 hours at least, so a team never plays twice on one day.
    for (const hours of [48, 24]) {
      const found = group.find((d) => restedFor(d, hours));
      if (found) return found;
    }
  }
  return null;
}
