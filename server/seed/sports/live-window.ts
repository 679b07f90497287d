import { Sport, type SportId } from "../../../lib/codes/sports";
import { beijingDate, beijingMonday, DAY, HOUR, MINUTE } from "@/lib/beijing-time";
import type { Draft } from "./fixtures";
import { LEAGUES, leagueById, type LeagueDef } from "./leagues";
import { regionOf, withinOneZone } from "./schedule-daily";
import { MIN_REST_HOURS } from "./schedule-rounds";
import { expandSlots, localSlot, slotTime } from "./weekly-slots";
import type { TeamCalendar } from "./team-calendar";

/** Whatever the hour: matches in play (kicked off 5-80' ago) and kicking off in the next 5-90'. */
export const LIVE_GUARANTEE: Record<SportId, { live: number; soon: number }> = {
  [Sport.Football]: { live: 4, soon: 6 },
  [Sport.Basketball]: { live: 3, soon: 3 },
};
/** Kicked off this long ago, a match is in play: a football match's first 80 minutes, most of an NBA game. */
export const LIVE_WINDOW: Record<SportId, { from: number; to: number }> = {
  [Sport.Football]: { from: -80 * MINUTE, to: -5 * MINUTE },
  [Sport.Basketball]: { from: -120 * MINUTE, to: -5 * MINUTE },
};
export const SOON_WINDOW = { from: 5 * MINUTE, to: 90 * MINUTE };

/** Games a daily league (NBA) tips off at one time on one night, at most. */
const DAILY_ROOM = 3;

/** The league's slot instants (with how many matches each takes) in the weeks around `at`. */
export function slotsAround(league: LeagueDef, at: number): Map<number, number> {
  const f = league.format;
  const lists: string[] =
    f.kind === "round-robin"
      ? [...f.week.flat(), ...(f.extra?.slots ?? [])]
      : f.kind === "league-phase"
        ? f.groups.flatMap((g) => g.slots)
        : f.kind === "daily"
          ? [0, 1, 2, 3, 4, 5, 6].flatMap((d) =>
              [...new Set(Object.values(f.times).flat())].map((t) => `${d} ${t}x${DAILY_ROOM}`),
            )
          : [];
  const out = new Map<number, number>();
  for (const monday of [-7, 0, 7].map((d) => beijingMonday(at) + d * DAY)) {
    for (const slot of expandSlots(lists)) {
      const t = slotTime(monday, slot, league.zone);
      out.set(t, (out.get(t) ?? 0) + 1);
    }
  }
  return out;
}

const KEEP_PER_DAY: Record<SportId, number> = { [Sport.Football]: 20, [Sport.Basketball]: 9 };

/** A moved match leaves its teams two full days (no new back-to-back in basketball). */
const MOVE_REST_HOURS: Record<SportId, number> = { [Sport.Football]: 48, [Sport.Basketball]: 44 };

const inWindow = (d: Draft, now: number, w: { from: number; to: number }) =>
  d.kickoff >= now + w.from && d.kickoff <= now + w.to;

/**
 * Brings matches forward from the coming week into the live and the soon windows until each sport
 * has its quota, where leagues play then: a match only moves to one of its own league's slots (its
 * table, on that date), so no kick-off is invented. A moved match keeps its round; its teams must
 * be rested around the new time. Hours no league covers stay quiet (README-slots.md).
 */
export function ensureLiveAndSoon(drafts: Draft[], cal: TeamCalendar, now: number) {
  for (const sportId of [Sport.Football, Sport.Basketball] as const) {
    const quota = LIVE_GUARANTEE[sportId];
    for (const [window, need] of [
      [LIVE_WINDOW[sportId], quota.live],
      [SOON_WINDOW, quota.soon],
    ] as const) {
      const present = drafts.filter((d) => d.sportId === sportId && inWindow(d, now, window));
      present.forEach((d) => (d.pinned = true));
      let missing = need - present.length;
      const targets = LEAGUES.filter((l) => l.sportId === sportId && l.format.kind !== "world-cup")
        .flatMap((l) =>
          [...slotsAround(l, now)]
            .filter(([t]) => t >= now + window.from && t <= now + window.to)
            .map(([t, room]) => ({
              league: l,
              t,
              room: room - present.filter((d) => d.leagueId === l.id && d.kickoff === t).length,
            })),
        )
        .sort(
          (a, b) => Number(b.league.hot) - Number(a.league.hot) || Math.abs(a.t - now) - Math.abs(b.t - now),
        );
      for (const target of targets) {
        for (let k = 0; k < target.room && missing > 0; k++) {
          const donor = pickDonor(drafts, cal, target.league.id, target.t, now);
          if (!donor) break;
          cal.remove(donor.homeTeamId, donor.kickoff);
          cal.remove(donor.awayTeamId, donor.kickoff);
          donor.kickoff = target.t;
          donor.pinned = true;
          cal.add(donor.homeTeamId, target.t);
          cal.add(donor.awayTeamId, target.t);
          missing--;
        }
      }
    }
  }
}

function pickDonor(
  drafts: Draft[],
  cal: TeamCalendar,
  leagueId: number,
  target: number,
  now: number,
): Draft | null {
  // Take from the busiest days first, so no single day is emptied.
  const load = new Map<string, number>();
  const dayOf = (d: Draft) => beijingDate(d.kickoff);
  for (const d of drafts) load.set(dayOf(d), (load.get(dayOf(d)) ?? 0) + 1);
  const candidates = drafts
    .filter(
      (d) => d.leagueId === leagueId && !d.pinned && d.kickoff > now + 3 * HOUR && d.kickoff < now + 12 * DAY,
    )
    .sort((a, b) => load.get(dayOf(b))! - load.get(dayOf(a))! || a.kickoff - b.kickoff);
  const league = leagueById.get(leagueId)!;
  const sportId = league.sportId;
  // An NBA game tips off on its home city's clock.
  const f = league.format;
  const fitsHome = (d: Draft) =>
    f.kind !== "daily" || f.times[regionOf(d.homeTeamId)].includes(localSlot(target, league.zone).slice(2));
  // A daily league may make a back-to-back, if the other night's venue is at most a time zone away.
  const rest = f.kind === "daily" ? MIN_REST_HOURS[sportId] : MOVE_REST_HOURS[sportId];
  const travels = (d: Draft) =>
    f.kind !== "daily" ||
    drafts.every(
      (x) =>
        x === d ||
        Math.abs(x.kickoff - target) >= 36 * HOUR ||
        ![x.homeTeamId, x.awayTeamId].some((t) => t === d.homeTeamId || t === d.awayTeamId) ||
        withinOneZone(regionOf(x.homeTeamId), regionOf(d.homeTeamId)),
    );
  const restedFor = (d: Draft) => {
    if (!fitsHome(d) || !travels(d)) return false;
    cal.remove(d.homeTeamId, d.kickoff);
    cal.remove(d.awayTeamId, d.kickoff);
    const ok = cal.pairGap(d.homeTeamId, d.awayTeamId, target) >= rest;
    cal.add(d.homeTeamId, d.kickoff);
    cal.add(d.awayTeamId, d.kickoff);
    return ok;
  };
  const spare = candidates.filter((d) => load.get(dayOf(d))! > KEEP_PER_DAY[sportId]);
  return spare.find(restedFor) ?? candidates.find(restedFor) ?? null;
}
