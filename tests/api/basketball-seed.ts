import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import { Sport } from "@/lib/codes/sports";
import { seedDemo } from "@/server/seed/seed";
import type { PlayPastMatch, PlayedEvent, PlayedMatch } from "@/server/feed/played-match";
import type { Seeding } from "../support/test-api";

const QUARTER_NAMES = ["第一节", "第二节", "第三节", "第四节"];

/**
 * A fixed stand-in for the match engine: basketball games get quarter scores, period events,
 * commentary, both box scores (eight players a side, five starters) and one in-play odds move;
 * football matches a bare 1-0.
 */
export const basketballEngine: PlayPastMatch = (m): PlayedMatch => {
  if (m.sportId === Sport.Football)
    return {
      state: FootballState.Finished,
      homeScore: 1,
      awayScore: 0,
      events: [],
      stats: null,
      lineups: [],
      boxScores: [],
      commentary: [],
      oddsChanges: [],
    };
  const home = [24, 26, 22, 28].map((q, i) => q + ((m.engineSeed >> i) % 5));
  const away = [25, 21, 27, 23].map((q, i) => q + ((m.engineSeed >> (i + 4)) % 5));
  const events: PlayedEvent[] = [];
  const commentary: PlayedMatch["commentary"] = [];
  let h = 0;
  let a = 0;
  home.forEach((q, i) => {
    const minute = i * m.quarterMinutes;
    events.push({
      period: i + 1,
      minute,
      type: MatchEventType.PeriodStart,
      side: null,
      homeScore: h,
      awayScore: a,
    });
    commentary.push({
      minute,
      clock: `${QUARTER_NAMES[i]} ${m.quarterMinutes}:00`,
      text: `${QUARTER_NAMES[i]}开始`,
      homeScore: h,
      awayScore: a,
    });
    h += q;
    a += away[i];
    const end = minute + m.quarterMinutes;
    commentary.push({
      minute: end - 1,
      clock: `${QUARTER_NAMES[i]} 00:40`,
      text: `${m.home.name}三分命中`,
      homeScore: h,
      awayScore: a,
    });
    events.push({
      period: i + 1,
      minute: end,
      type: MatchEventType.PeriodEnd,
      side: null,
      homeScore: h,
      awayScore: a,
    });
  });
  const box = (side: "home" | "away", total: number) => {
    const squad = m[side].players.slice(0, 8);
    const share = Math.floor(total / squad.length);
    return squad.map((p, i) => {
      const points = i === 0 ? total - share * (squad.length - 1) : share;
      const threes = i % 3;
      const frees = i % 2 === 0 ? 2 : 0;
      const twos = Math.max(0, (points - threes * 3 - frees) / 2);
      return {
        side,
        playerId: p.id,
        starter: i < 5,
        minutesPlayed: i < 5 ? 34 - i : 14 + i,
        points,
        fieldGoalsScored: Math.floor(twos) + threes,
        fieldGoalsAttempted: Math.floor(twos) + threes + 5,
        threePointsScored: threes,
        threePointsAttempted: threes + 2,
        freeThrowsScored: frees,
        freeThrowsAttempted: frees + 1,
        rebounds: 3 + i,
        offensiveRebounds: 1,
        defensiveRebounds: 2 + i,
        assists: 8 - i,
        steals: i % 2,
        blocks: i % 3 === 0 ? 1 : 0,
        turnovers: 2,
        fouls: 1 + (i % 4),
        plusMinus: side === "home" ? 4 - i : i - 4,
      };
    });
  };
  const quote = m.odds.find((o) => o.market === 2 && o.companyId === 3);
  return {
    state: BasketballState.Finished,
    homeScore: h,
    awayScore: a,
    quarters: { home, away },
    events,
    stats: null,
    lineups: [],
    boxScores: [...box("home", h), ...box("away", a)],
    commentary,
    oddsChanges: quote
      ? [
          {
            ...quote,
            line: (quote.line ?? 0) + 1,
            atMs: 10 * 60_000,
            minute: 10,
            state: BasketballState.FirstQuarter,
            homeScore: 20,
            awayScore: 18,
          },
        ]
      : [],
  };
};

/** The demo (users, rooms and two weeks of matches around the test clock) with the games played by the stand-in. */
export const basketballDemoSeeding: Seeding<Awaited<ReturnType<typeof seedDemo>>> = {
  name: "demo-basketball",
  seed: (api) => seedDemo(api.db, { seed: 7, now: api.clock.now, playPastMatch: basketballEngine }),
};
