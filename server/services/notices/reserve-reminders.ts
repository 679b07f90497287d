import { aliasedTable, and, eq, gt, lte } from "drizzle-orm";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { beijingClock } from "@/lib/beijing-time";
import type { AppDeps } from "../../context";
import { matches } from "../../db/schema/matches";
import { matchReservations } from "../../db/schema/room-activity";
import { teams } from "../../db/schema/teams";
import { notify } from "./notify";

/** Reserved matches kicking off within this window get their 预约提醒. */
export const REMINDER_LEAD_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 30_000;
const home = aliasedTable(teams, "home_team");
const away = aliasedTable(teams, "away_team");

const matchHref = (sportId: number, matchId: number) =>
  `/${sportId === Sport.Basketball ? "basketball" : "football"}/live/${matchId}`;

/**
 * Tells every fan who reserved a match that it is about to start (feed time: the kick-off is in
 * the simulation's clock). Once per fan and match (dedupe key), so sweeps may overlap or repeat.
 */
export async function sendReserveReminders(deps: Pick<AppDeps, "db" | "bus" | "now" | "feedClock">) {
  const feedNow = deps.feedClock.now();
  const due = await deps.db
    .select({
      userId: matchReservations.userId,
      matchId: matches.id,
      sportId: matches.sportId,
      kickoff: matches.kickoff,
      home: home.name,
      away: away.name,
    })
    .from(matchReservations)
    .innerJoin(matches, eq(matches.id, matchReservations.matchId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        eq(matches.state, FootballState.NotStarted),
        gt(matches.kickoff, new Date(feedNow - REMINDER_LEAD_MS)),
        lte(matches.kickoff, new Date(feedNow + REMINDER_LEAD_MS)),
      ),
    );
  let sent = 0;
  for (const r of due) {
    const fresh = await notify(deps, r.userId, "reserve", {
      title: `您预约的比赛即将开始：${r.home} vs ${r.away}`,
      content: `${r.home} vs ${r.away} 将于 ${beijingClock(r.kickoff.getTime())} 开赛，快去看直播吧。`,
      link: matchHref(r.sportId, r.matchId),
      dedupeKey: `reserve:${r.matchId}`,
    });
    if (fresh) sent++;
  }
  return sent;
}

/** The leader job (main.ts): one sweep now, then every 30 s; returns the stop function. */
export function startReserveReminders(deps: Pick<AppDeps, "db" | "bus" | "now" | "feedClock" | "log">) {
  const sweep = () =>
    sendReserveReminders(deps).catch((error) =>
      deps.log.error("reserve reminders failed", { error: String(error) }),
    );
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  return () => clearInterval(timer);
}
