import { HOUR } from "@/lib/beijing-time";

/** Kick-off times per team, so a team is not booked twice within a rest period. */
export class TeamCalendar {
  private readonly times = new Map<number, number[]>();

  add(teamId: number, t: number) {
    const list = this.times.get(teamId);
    if (list) list.push(t);
    else this.times.set(teamId, [t]);
  }

  remove(teamId: number, t: number) {
    const list = this.times.get(teamId) ?? [];
    const i = list.indexOf(t);
    if (i >= 0) list.splice(i, 1);
  }

  /** Hours to the nearest booked kick-off of the team (Infinity when free). */
  gapHours(teamId: number, t: number): number {
    let gap = Infinity;
    for (const other of this.times.get(teamId) ?? []) gap = Math.min(gap, Math.abs(other - t) / HOUR);
    return gap;
  }

  pairGap(home: number, away: number, t: number): number {
    return Math.min(this.gapHours(home, t), this.gapHours(away, t));
  }
}
