import { and, desc, eq, inArray, or } from "drizzle-orm";
import { MatchEventType } from "@/lib/codes/match-events";
import { MatchStreamEvent } from "@/lib/codes/match-stream-events";
import { Sport } from "@/lib/codes/sports";
import { goalAlert, liveChannels, type GoalAlert } from "@/lib/contracts/match-list";
import type { AppDeps } from "../../context";
import { circleMembers, circles } from "../../db/schema/community";
import { matches, matchEvents } from "../../db/schema/matches";
import { players, teams } from "../../db/schema/teams";
import { createRandom } from "../../feed/engine/random";
import type { LeaderJob } from "../../leader/leadership";
import { concededPosts, scoredPosts } from "./goal-reactions";
import { addPost } from "./posts";

const SCORING_TYPES = [MatchEventType.Goal, MatchEventType.PenaltyGoal, MatchEventType.OwnGoal];

type Deps = Pick<AppDeps, "db" | "bus" | "log" | "now"> & { seed: number };

const fill = (text: string, words: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => words[k] ?? "");

/**
 * A goal of a club that has a circle brings a post there from one of its members (and a sigh in
 * the conceding club's circle). Deterministic for a given goal; runs on the leader only.
 */
export async function postAboutGoal(deps: Deps, alert: GoalAlert) {
  const { db } = deps;
  const [match] = await db
    .select({ home: matches.homeTeamId, away: matches.awayTeamId })
    .from(matches)
    .where(eq(matches.id, alert.matchId));
  if (!match) return 0;
  const clubCircles = await db
    .select({ id: circles.id, teamId: circles.teamId })
    .from(circles)
    .where(or(eq(circles.teamId, match.home), eq(circles.teamId, match.away)));
  if (!clubCircles.length) return 0;
  const scoring = alert.side === "home" ? match.home : match.away;
  const names = new Map(
    (
      await db
        .select({ id: teams.id, name: teams.shortName, full: teams.name })
        .from(teams)
        .where(inArray(teams.id, [match.home, match.away]))
    ).map((t) => [t.id, t.name || t.full]),
  );
  const [goal] = await db
    .select({ type: matchEvents.type, scorer: players.name })
    .from(matchEvents)
    .leftJoin(players, eq(players.id, matchEvents.playerId))
    .where(
      and(
        eq(matchEvents.matchId, alert.matchId),
        eq(matchEvents.side, alert.side),
        inArray(matchEvents.type, SCORING_TYPES),
      ),
    )
    .orderBy(
      desc(matchEvents.minute),
      desc(matchEvents.addedMinute),
      desc(matchEvents.second),
      desc(matchEvents.id),
    )
    .limit(1);
  const scorer =
    goal?.type === MatchEventType.OwnGoal ? "对手乌龙" : (goal?.scorer ?? names.get(scoring) ?? "");
  const rnd = createRandom(deps.seed ^ (alert.matchId * 131 + alert.homeScore * 17 + alert.awayScore));
  let written = 0;
  for (const circle of clubCircles) {
    const own = circle.teamId === scoring;
    const rival = own ? (scoring === match.home ? match.away : match.home) : scoring;
    const members = await db
      .select({ userId: circleMembers.userId })
      .from(circleMembers)
      .where(eq(circleMembers.circleId, circle.id))
      .orderBy(circleMembers.userId);
    if (!members.length) continue;
    const [title, content] = rnd.pick(own ? scoredPosts : concededPosts);
    const words = {
      team: names.get(circle.teamId!) ?? "",
      rival: names.get(rival) ?? "",
      scorer,
      minute: `${alert.minute}'`,
      score: `${alert.homeScore}-${alert.awayScore}`,
    };
    await addPost(
      db,
      rnd.pick(members).userId,
      { circleId: circle.id, title: fill(title, words), content: fill(content, words), images: [] },
      deps.now(),
    );
    written += 1;
  }
  return written;
}

/** The leader job: listens to the football stream's goals for as long as this process leads. */
export function createGoalPosts(deps: Deps): LeaderJob {
  let unsubscribe: (() => void) | null = null;
  let chain = Promise.resolve();
  return {
    start() {
      const sub = deps.bus.subscribe(liveChannels.sport(Sport.Football), (event) => {
        if (event.type !== MatchStreamEvent.Goal) return;
        const alert = goalAlert.safeParse(event.data);
        if (!alert.success) return;
        chain = chain
          .then(() => postAboutGoal(deps, alert.data))
          .then(() => undefined)
          .catch((error) => deps.log.error("community: goal post failed", { error: String(error) }));
      });
      unsubscribe = sub;
      return sub.ready;
    },
    async stop() {
      unsubscribe?.();
      unsubscribe = null;
      await chain;
    },
  };
}
