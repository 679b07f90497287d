import { inArray } from "drizzle-orm";
import { isPlayTypeOf, legCountOf, picksOf, type PlanPickCode } from "@/lib/codes/expert-plans";
import { FootballState } from "@/lib/codes/football-states";
import type { SportId } from "@/lib/codes/sports";
import type { PlanDetail } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { planLegs, plans } from "../../db/schema/expert-plans";
import { matches } from "../../db/schema/matches";
import { badRequest } from "../../errors/biz-error";
import { loadQuotes, takeQuote } from "./match-quotes";
import { planErrors } from "./plan-errors";
import { viewPlans } from "./plan-view";

export type PublishInput = {
  sportId: SportId;
  playType: number;
  legs: { matchId: number; pick: PlanPickCode; lotteryMarket?: number }[];
  title: string;
  analysis: string;
  price: number;
  refundIfLose: number;
};

/** "Not started" is 1 in both sports' state tables. */
const NOT_STARTED = FootballState.NotStarted;

/**
 * An expert publishes a plan on matches that have not kicked off. The line and odds come from the
 * current quotes now and are stored with the plan, never read again.
 */
export async function publishPlan(
  db: Db,
  expert: { id: number; isExpert: number },
  input: PublishInput,
  now: number,
): Promise<PlanDetail> {
  if (expert.isExpert !== 1) throw planErrors.notExpert();
  const { sportId, playType } = input;
  if (!isPlayTypeOf(sportId, playType)) throw badRequest("该运动没有这种玩法");
  const legCount = legCountOf(sportId, playType);
  if (input.legs.length !== legCount) {
    throw badRequest(legCount === 2 ? "二串一须选择两场比赛" : "请只选择一场比赛");
  }
  if (new Set(input.legs.map((l) => l.matchId)).size !== input.legs.length) {
    throw badRequest("二串一须选择两场不同的比赛");
  }
  const allowed = picksOf(sportId, playType);
  if (input.legs.some((l) => !allowed.includes(l.pick))) throw badRequest("推荐选项与玩法不符");

  const ids = input.legs.map((l) => l.matchId);
  const found = await db
    .select({
      id: matches.id,
      sportId: matches.sportId,
      leagueId: matches.leagueId,
      kickoff: matches.kickoff,
      state: matches.state,
    })
    .from(matches)
    .where(inArray(matches.id, ids));
  const byId = new Map(found.map((m) => [m.id, m]));
  for (const id of ids) {
    const m = byId.get(id);
    if (!m || m.sportId !== sportId) throw planErrors.matchNotOpen();
    if (m.kickoff.getTime() <= now) throw planErrors.publishClosed();
    if (m.state !== NOT_STARTED) throw planErrors.matchNotOpen();
  }
  const quotes = await loadQuotes(db, ids);
  const taken = input.legs.map((l) => {
    const q = takeQuote(sportId, playType, l.pick, l.lotteryMarket, quotes.get(l.matchId)!);
    if (!q) throw planErrors.oddsUnavailable();
    return { ...l, ...q };
  });
  const first = [...found].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime())[0];

  const planId = await db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({
        expertId: expert.id,
        sportId,
        playType,
        leagueId: first.leagueId,
        kickoff: first.kickoff,
        title: input.title,
        analysis: input.analysis,
        price: input.price,
        refundIfLose: input.refundIfLose === 1,
        publishedAt: new Date(now),
      })
      .returning({ id: plans.id });
    await tx.insert(planLegs).values(
      taken.map((l, i) => ({
        planId: plan.id,
        legNo: i + 1,
        matchId: l.matchId,
        pick: l.pick,
        line: l.line,
        odds: l.odds,
        lotteryMarket: l.lotteryMarket,
      })),
    );
    return plan.id;
  });
  const [row] = await db
    .select()
    .from(plans)
    .where(inArray(plans.id, [planId]));
  const [detail] = await viewPlans(db, [row], { userId: expert.id, now });
  return detail;
}
