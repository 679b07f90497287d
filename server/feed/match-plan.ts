import { Sport } from "@/lib/codes/sports";
import type { Random } from "./engine/random";
import type { LineupEntry, MatchToPlay, PlayedOddsChange, RosterPlayer } from "./played-match";
import { basketballCommentary } from "./basketball-commentary";
import { basketballTimeline } from "./basketball-timeline";
import { generateBasketballScript } from "./engine/basketball-script";
import { stream } from "./engine/engine-random";
import { generateFootballScript } from "./engine/football-script";
import type { BasketballRulesName, BasketballScript, FootballScript } from "./engine/types";
import { footballCommentary, type TimedLine } from "./football-commentary";
import { footballTimeline, type TimedEvent } from "./football-timeline";
import { basketballLineup, footballLineup, type SideLineup } from "./lineup-builder";
import { matchNames, type MatchNames } from "./match-names";
import { planOdds } from "./plan-odds";

/**
 * Everything that will happen in a match, written in advance from its engine seed: the script,
 * line-ups, the stored timeline, the commentary and every company's in-play odds, each sorted by
 * script time. The feed shows the prefix up to "now"; the seed stores all of it for past matches.
 */
export type MatchPlan = {
  match: MatchToPlay;
  script: FootballScript | BasketballScript;
  formations: { home: string; away: string } | null;
  lineups: LineupEntry[];
  timeline: TimedEvent[];
  commentary: TimedLine[];
  odds: PlayedOddsChange[];
  names: MatchNames;
  players: Map<number, RosterPlayer>;
};

const LINEUP_SALT = 41;
export const basketballRulesOf = (match: Pick<MatchToPlay, "profile">): BasketballRulesName =>
  match.profile.sport === "basketball" ? match.profile.rules : "FIBA";

// The engine reads a player's own position (a winger in a 4-4-2's MR slot still scores like one).
function engineInput(lineup: SideLineup, players: Map<number, RosterPlayer>) {
  return lineup.entries.map((e) => {
    const player = players.get(e.playerId);
    return {
      id: e.playerId,
      position: player?.position ?? e.position,
      starter: e.starter,
      rating: player?.rating,
    };
  });
}

function lineupsOf(rng: Random, match: MatchToPlay) {
  const make = match.sportId === Sport.Football ? footballLineup : basketballLineup;
  return { home: make(rng, "home", match.home.players), away: make(rng, "away", match.away.players) };
}

export function buildPlan(match: MatchToPlay): MatchPlan {
  const sides = lineupsOf(stream(match.engineSeed, LINEUP_SALT), match);
  const names = matchNames(match.home.name, match.away.name, [...match.home.players, ...match.away.players]);
  const base = {
    match,
    lineups: [...sides.home.entries, ...sides.away.entries],
    names,
    players: new Map([...match.home.players, ...match.away.players].map((p) => [p.id, p])),
  };
  const { profile } = match;
  if (profile.sport === "football") {
    const script = generateFootballScript({
      seed: match.engineSeed,
      home: { strength: match.home.strength, players: engineInput(sides.home, base.players) },
      away: { strength: match.away.strength, players: engineInput(sides.away, base.players) },
      kickoff: match.kickoff,
      knockout: match.knockout,
      neutral: match.neutral,
      levels: profile,
    });
    const timeline = footballTimeline(script);
    return {
      ...base,
      script,
      formations: { home: sides.home.formation, away: sides.away.formation },
      timeline,
      commentary: footballCommentary(script, timeline, names),
      odds: planOdds(match, script),
    };
  }
  const script = generateBasketballScript({
    seed: match.engineSeed,
    rules: profile.rules,
    home: { strength: match.home.strength, players: engineInput(sides.home, base.players) },
    away: { strength: match.away.strength, players: engineInput(sides.away, base.players) },
    kickoff: match.kickoff,
    points: profile.points,
  });
  const timeline = basketballTimeline(script);
  return {
    ...base,
    script,
    formations: null,
    timeline,
    commentary: basketballCommentary(script, timeline, names),
    odds: planOdds(match, script),
  };
}
