import type { Random } from "./random";
import { MINUTE_MS, minuteOf, phaseIndexAt } from "./football-clock";
import type { Slot } from "./football-plan";
import type { FootballEvent, FootballEventType, FootballPhase } from "./football-types";
import { otherSide, type Squad } from "./football-squad";
import type { Side, Sides } from "./types";

const ASSISTED_SHARE = 0.72;
const SHOOTOUT_CONVERSION = 0.76;

/** Turns planned slots into events, naming players and keeping the running score. */
export function writeEvents(
  rng: Random,
  slots: readonly Slot[],
  squads: Sides<Squad>,
  phases: readonly FootballPhase[],
) {
  const score = { home: 0, away: 0 };
  const events: FootballEvent[] = [];
  for (const slot of slots) {
    const { side, atMs } = slot;
    const squad = squads[side];
    const { minute, addedMinute } = minuteOf(phases[phaseIndexAt(phases, atMs)], atMs);
    let type: FootballEventType = slot.kind;
    let playerId: number | null = null;
    let assistPlayerId: number | null = null;
    let playerOutId: number | null = null;
    switch (slot.kind) {
      case "goal":
        playerId = squad.scorer(rng);
        if (rng.chance(ASSISTED_SHARE)) assistPlayerId = squad.assister(rng, playerId);
        break;
      case "penalty-goal":
      case "penalty-missed":
        playerId = squad.penaltyTaker(rng);
        break;
      case "own-goal":
        playerId = squads[otherSide(side)].ownGoaler(rng);
        break;
      case "yellow": {
        const booking = squad.book(rng);
        playerId = booking.playerId;
        if (booking.second) type = "second-yellow";
        break;
      }
      case "red":
        playerId = squad.straightRed(rng);
        break;
      case "substitution": {
        if (!squad.named) break;
        const change = squad.substitute(rng);
        if (!change) continue;
        playerId = change.inId;
        playerOutId = change.outId;
        break;
      }
    }
    if (type === "goal" || type === "penalty-goal" || type === "own-goal") score[side]++;
    events.push({
      type,
      side,
      atMs,
      minute,
      addedMinute,
      playerId,
      assistPlayerId,
      playerOutId,
      homeScore: score.home,
      awayScore: score.away,
    });
  }
  return events;
}

export const SHOOTOUT_LEAD_IN_MS = 3 * MINUTE_MS;
export const SHOOTOUT_KICK_MS = MINUTE_MS;

/** Five kicks each, stopping once one side cannot catch up, then sudden death. */
export function shootoutEvents(
  rng: Random,
  squads: Sides<Squad>,
  startMs: number,
  score: Sides<number>,
  minute: number,
) {
  const first: Side = rng.chance(0.5) ? "home" : "away";
  const order: Side[] = [first, otherSide(first)];
  const kickers = { home: squads.home.kickers(), away: squads.away.kickers() };
  const made = { home: 0, away: 0 };
  const taken = { home: 0, away: 0 };
  const events: FootballEvent[] = [];
  const decided = () => {
    if (taken.home < 5 || taken.away < 5) {
      const left = (side: Side) => Math.max(0, 5 - taken[side]);
      return made.home + left("home") < made.away || made.away + left("away") < made.home;
    }
    return taken.home === taken.away && made.home !== made.away;
  };
  while (!decided()) {
    for (const side of order) {
      const list = kickers[side];
      const playerId = list.length > 0 ? list[taken[side] % list.length] : null;
      const scored = rng.chance(SHOOTOUT_CONVERSION);
      if (scored) made[side]++;
      taken[side]++;
      events.push({
        type: scored ? "shootout-scored" : "shootout-missed",
        side,
        atMs: startMs + SHOOTOUT_LEAD_IN_MS + events.length * SHOOTOUT_KICK_MS,
        minute,
        addedMinute: 0,
        playerId,
        assistPlayerId: null,
        playerOutId: null,
        homeScore: score.home,
        awayScore: score.away,
      });
      if (decided()) break;
    }
  }
  return { events, penaltyScore: made };
}
