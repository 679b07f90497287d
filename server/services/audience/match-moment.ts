/**
 * What is happening in a room's bound match, as the simulated audience sees it: only facts read
 * from the match (its state, score and timeline), so a line chosen from it cannot contradict it.
 */
export type MomentEventKind = "goal" | "ownGoal" | "card" | "redCard";
export type MomentEvent = {
  minute: number;
  kind: MomentEventKind;
  side: "home" | "away";
  player: string | null;
};

export type MatchMoment = {
  sport: "football" | "basketball";
  phase: "prematch" | "live" | "break" | "finished";
  /** Match minute now (football); basketball leaves it 0. */
  minute: number;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  events: readonly MomentEvent[];
};

/** Line families of the pools in `lines/*.json`. */
export type LineTag =
  | "goal"
  | "goalScorer"
  | "card"
  | "redCard"
  | "leading"
  | "level"
  | "goalless"
  | "close"
  | "blowout"
  | "dull"
  | "general"
  | "prematch"
  | "halftime"
  | "break"
  | "finished";

/** A goal or card is news for this many match minutes. */
export const RECENT_MINUTES = 4;
/** No goal or card for this long is a dull spell. */
export const DULL_MINUTES = 10;
const CLOSE_MARGIN = 5;
const BLOWOUT_MARGIN = 15;
const GOALLESS_FROM_MINUTE = 15;

/** Values for a line's placeholders; a line whose placeholder has no value is never chosen. */
export type Fill = Partial<Record<"team" | "scorer" | "leader" | "trailer" | "other", string>>;

/** A tag that may be said now, how much the crowd wants to say it, and its placeholders. */
export type Topic = { tag: LineTag; weight: number; fill: Fill };

const teamOf = (m: MatchMoment, side: "home" | "away") => (side === "home" ? m.home : m.away);
const lastOf = (m: MatchMoment, kinds: readonly MomentEventKind[], within: number) =>
  [...m.events].reverse().find((e) => kinds.includes(e.kind) && m.minute - e.minute <= within);

function scoreTopics(m: MatchMoment): Topic[] {
  const diff = m.homeScore - m.awayScore;
  if (diff === 0) return [];
  const [leader, trailer] = diff > 0 ? [m.home, m.away] : [m.away, m.home];
  const fill = { leader, trailer };
  const topics: Topic[] = [{ tag: "leading", weight: 2, fill }];
  if (m.sport === "basketball" && Math.abs(diff) >= BLOWOUT_MARGIN)
    topics.push({ tag: "blowout", weight: 2, fill });
  return topics;
}

function footballTopics(m: MatchMoment, others: readonly string[]): Topic[] {
  const topics: Topic[] = [{ tag: "general", weight: 3, fill: {} }, ...scoreTopics(m)];
  const goal = lastOf(m, ["goal", "ownGoal"], RECENT_MINUTES);
  if (goal) {
    topics.push({ tag: "goal", weight: 8, fill: { team: teamOf(m, goal.side) } });
    if (goal.kind === "goal" && goal.player)
      topics.push({ tag: "goalScorer", weight: 6, fill: { scorer: goal.player } });
  }
  const card = lastOf(m, ["card", "redCard"], RECENT_MINUTES);
  if (card) topics.push({ tag: "card", weight: 4, fill: { team: teamOf(m, card.side) } });
  if (card?.kind === "redCard")
    topics.push({ tag: "redCard", weight: 4, fill: { team: teamOf(m, card.side) } });
  const level = m.homeScore === m.awayScore;
  if (level && m.homeScore > 0) topics.push({ tag: "level", weight: 1, fill: {} });
  if (level && m.homeScore === 0 && m.minute >= GOALLESS_FROM_MINUTE)
    topics.push({ tag: "goalless", weight: 1, fill: {} });
  if (!lastOf(m, ["goal", "ownGoal", "card", "redCard"], DULL_MINUTES))
    topics.push({ tag: "dull", weight: 2, fill: { other: others[0] } });
  return topics;
}

function basketballTopics(m: MatchMoment, others: readonly string[]): Topic[] {
  const topics: Topic[] = [{ tag: "general", weight: 4, fill: {} }, ...scoreTopics(m)];
  if (Math.abs(m.homeScore - m.awayScore) <= CLOSE_MARGIN && m.homeScore + m.awayScore > 0)
    topics.push({ tag: "close", weight: 2, fill: {} });
  topics.push({ tag: "dull", weight: 1, fill: { other: others[0] } });
  return topics;
}

/**
 * The topics the crowd may talk about now. `others` names other live matches (for talk about
 * them in a dull spell); the caller shuffles it.
 */
export function topicsFor(m: MatchMoment | null, others: readonly string[] = []): Topic[] {
  if (!m)
    return [
      { tag: "general", weight: 4, fill: {} },
      { tag: "dull", weight: 1, fill: { other: others[0] } },
    ];
  if (m.phase === "prematch")
    return [
      { tag: "prematch", weight: 3, fill: {} },
      { tag: "general", weight: 1, fill: {} },
    ];
  if (m.phase === "finished") return [{ tag: "finished", weight: 3, fill: {} }, ...scoreTopics(m)];
  if (m.phase === "break") {
    const tag = m.sport === "football" ? "halftime" : "break";
    return [{ tag, weight: 3, fill: {} }, { tag: "general", weight: 1, fill: {} }, ...scoreTopics(m)];
  }
  return m.sport === "football" ? footballTopics(m, others) : basketballTopics(m, others);
}

/** How much livelier than usual the room is now: a goal brings a burst, a card a stir, a dull spell a lull. */
export function excitement(topics: readonly Topic[]): number {
  const tags = new Set(topics.map((t) => t.tag));
  if (tags.has("goal")) return 3;
  if (tags.has("card")) return 1.5;
  if (tags.has("dull")) return 0.7;
  return 1;
}
