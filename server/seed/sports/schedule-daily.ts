import { beijingDate, beijingDayStart, beijingMidnight, beijingParts, DAY } from "@/lib/beijing-time";
import { participantsOf, teamById } from "./catalogue";
import type { SeasonRow } from "./fixtures";
import type { DailyFormat, LeagueDef, UsRegion } from "./leagues";
import { zonedTime } from "./local-time";
import { shuffled, type Ctx } from "./schedule-context";

/** Time region of each NBA city (Arizona keeps Mountain standard time, listed with Mountain). */
// prettier-ignore
const CITY_REGION: Record<string, UsRegion> = {
  克利夫兰: "E", 纽约: "E", 底特律: "E", 波士顿: "E", 奥兰多: "E", 亚特兰大: "E", 费城: "E", 多伦多: "E",
  迈阿密: "E", 印第安纳波利斯: "E", 夏洛特: "E", 华盛顿: "E",
  密尔沃基: "C", 芝加哥: "C", 俄克拉荷马城: "C", 休斯敦: "C", 圣安东尼奥: "C", 明尼阿波利斯: "C", 达拉斯: "C",
  孟菲斯: "C", 新奥尔良: "C",
  丹佛: "M", 菲尼克斯: "M", 盐湖城: "M",
  洛杉矶: "P", 旧金山: "P", 波特兰: "P", 萨克拉门托: "P",
};
const REGION_ORDER: Record<UsRegion, number> = { E: 0, C: 1, M: 2, P: 3 };
const WESTERN = new Set<UsRegion>(["M", "P"]);

export function regionOf(teamId: number): UsRegion {
  const region = CITY_REGION[teamById.get(teamId)!.city];
  if (!region) throw new Error(`no time region for ${teamById.get(teamId)!.city}`);
  return region;
}

/** Two venues a team can play on consecutive nights: at most one time zone apart. */
export const withinOneZone = (a: UsRegion, b: UsRegion) => Math.abs(REGION_ORDER[a] - REGION_ORDER[b]) <= 1;

/**
 * NBA-style: games on every local day, never two for a team on one day; a back-to-back only when
 * the second venue is at most one time zone from the first; home and away kept within one of
 * each other for every team all season; no rematch within a week; most games inside the conference. Tip-off on the home city's clock.
 */
export function scheduleDaily(ctx: Ctx, league: LeagueDef, fmt: DailyFormat, season: SeasonRow, now: number) {
  const teams = participantsOf(league.id).map((p) => p.teamId);
  const conference = new Map(participantsOf(league.id).map((p) => [p.teamId, p.groupName]));
  const last = new Map<number, { day: number; region: UsRegion }>();
  const balance = new Map<number, number>(teams.map((t) => [t, 0]));
  const lastMeeting = new Map<string, number>();
  const seasonStart = beijingDayStart(season.startDate);
  const seasonEnd = beijingDayStart(season.endDate) + DAY;
  const start = Math.min(ctx.from, Math.max(seasonStart, now - 150 * DAY));
  for (let day = beijingMidnight(start); day <= ctx.to && day < seasonEnd; day += DAY) {
    const target = Math.max(3, fmt.perDay[beijingParts(day).weekday] + ctx.rnd.int(-1, 1));
    // A team that played yesterday plays again today now and then (a back-to-back).
    const rested = shuffled(ctx.rnd, teams).filter(
      (t) => (last.get(t)?.day ?? -Infinity) < day - DAY || ctx.rnd.chance(0.3),
    );
    // Four western hosts first: the late games (21:00-22:30 Eastern, 10:00-11:30 Beijing) are on every night.
    const west = rested.filter((t) => WESTERN.has(regionOf(t)) && balance.get(t)! <= 0).slice(0, 4);
    const eligible = [...west, ...rested.filter((t) => !west.includes(t))];
    const canTravel = (t: number, venue: UsRegion) => {
      const prev = last.get(t);
      return !prev || prev.day < day - DAY || withinOneZone(prev.region, venue);
    };
    // Home keeps a team within one game of its away count.
    const canHost = (home: number, away: number) =>
      balance.get(home)! <= 0 &&
      balance.get(away)! >= 0 &&
      canTravel(home, regionOf(home)) &&
      canTravel(away, regionOf(home));
    const taken = new Set<number>();
    let games = 0;
    for (const a of eligible) {
      if (games >= target || taken.has(a)) continue;
      let pair: [number, number] | null = null;
      // About three games in five inside the conference, as the NBA's 52 of 82.
      const inside = ctx.rnd.chance(0.62);
      const opponents = [
        ...eligible.filter((b) => (conference.get(b) === conference.get(a)) === inside),
        ...eligible.filter((b) => (conference.get(b) === conference.get(a)) !== inside),
      ];
      for (const b of opponents) {
        if (b === a || taken.has(b) || (lastMeeting.get(key(a, b)) ?? -Infinity) >= day - 7 * DAY) continue;
        if (canHost(a, b)) pair = [a, b];
        else if (canHost(b, a)) pair = [b, a];
        if (pair) break;
      }
      if (!pair) continue;
      const [home, away] = pair;
      const region = regionOf(home);
      const [hh, mm] = ctx.rnd.pick(fmt.times[region]).split(":").map(Number);
      const kickoff = zonedTime(league.zone, beijingDate(day), 0, hh, mm);
      if (kickoff > ctx.to) break;
      games++;
      taken.add(home).add(away);
      for (const t of pair) last.set(t, { day, region });
      balance.set(home, balance.get(home)! + 1).set(away, balance.get(away)! - 1);
      lastMeeting.set(key(home, away), day);
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
