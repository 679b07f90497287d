import { Sport, type SportId } from "../../../lib/codes/sports";
import { beijingDate, beijingMonday, DAY, HOUR, MINUTE } from "@/lib/beijing-time";
import type { Draft } from "./fixtures";
import { LEAGUES, leagueById, type LeagueDef } from "./leagues";
import { expandSlots, slotTime } from "./weekly-slots";
import type { TeamCalendar } from "./team-calendar";

/** Whatever the hour: matches in play (kicked off 5-80' ago) and kicking off in the next 5-90'. */
export const LIVE_GUARANTEE: Record<SportId, { live: number; soon: number }> = {
  [Sport.Football]: { live: 4, soon: 6 },
  [Sport.Basketball]: { live: 3, soon: 3 },
};
export const LIVE_WINDOW = { from: -80 * MINUTE, to: -5 * MINUTE };
export const SOON_WINDOW = { from: 5 * MINUTE, to: 90 * MINUTE };

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
              Object.values(f.times)
                .flat()
                .map((t) => `${d} ${t}`),
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
      [LIVE_WINDOW, quota.live],
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
      (d) => d.leagueId === leagueId && !d.pinned && d.kickoff > now + 3 * HOUR && d.kickoff < now + 7 * DAY,
    )
    .sort((a, b) => load.get(dayOf(b))! - load.get(dayOf(a))! || a.kickoff - b.kickoff);
  const sportId = leagueById.get(leagueId)!.sportId;
  const restedFor = (d: Draft) => {
    cal.remove(d.homeTeamId, d.kickoff);
    cal.remove(d.awayTeamId, d.kickoff);
    const ok = cal.pairGap(d.homeTeamId, d.awayTeamId, target) >= MOVE_REST_HOURS[sportId];
    cal.add(d.homeTeamId, d.kickoff);
    cal.add(d.awayTeamId, d.kickoff);
    return ok;
  };
  const spare = candidates.filter((d) => load.get(dayOf(d))! > KEEP_PER_DAY[sportId]);
  return spare.find(restedFor) ?? candidates.find(restedFor) ?? null;
}
