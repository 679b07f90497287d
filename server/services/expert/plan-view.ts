import { aliasedTable, and, asc, eq, inArray } from "drizzle-orm";
import { PlanResult, PlanStatus, type PlanStatusCode } from "@/lib/codes/expert-plans";
import type { ExpertBrief, PlanDetail, PlanMatch, PlanTeaser } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { experts } from "../../db/schema/experts";
import { planLegs, planPurchases, plans } from "../../db/schema/expert-plans";
import { matches } from "../../db/schema/matches";
import { leagues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";
import { recordsOf } from "./expert-history";

export type PlanRow = typeof plans.$inferSelect;
export type Viewer = { userId: number | null; now: number };

const DEFAULT_TITLE = "专家";

/** 在售 / 待开奖 / 已结算 / 已退款, from the result and the earliest kick-off. */
export function planStatus(p: Pick<PlanRow, "result" | "kickoff">, now: number): PlanStatusCode {
  if (p.result === PlanResult.Void) return PlanStatus.Void;
  if (p.result !== PlanResult.Pending) return PlanStatus.Settled;
  return p.kickoff.getTime() > now ? PlanStatus.OnSale : PlanStatus.Waiting;
}

const homeTeam = aliasedTable(teams, "home_team");
const awayTeam = aliasedTable(teams, "away_team");

/** Legs of the plans with their matches, in leg order; picks included (callers decide who sees them). */
async function loadLegs(db: Db, planIds: number[]) {
  if (!planIds.length) return [];
  return db
    .select({
      planId: planLegs.planId,
      legNo: planLegs.legNo,
      pick: planLegs.pick,
      line: planLegs.line,
      odds: planLegs.odds,
      lotteryMarket: planLegs.lotteryMarket,
      result: planLegs.result,
      matchId: matches.id,
      sportId: matches.sportId,
      kickoff: matches.kickoff,
      state: matches.state,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      jcNo: matches.jcNo,
      leagueId: leagues.id,
      leagueName: leagues.name,
      leagueColour: leagues.colour,
      homeId: homeTeam.id,
      homeName: homeTeam.name,
      awayId: awayTeam.id,
      awayName: awayTeam.name,
    })
    .from(planLegs)
    .innerJoin(matches, eq(matches.id, planLegs.matchId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(inArray(planLegs.planId, planIds))
    .orderBy(asc(planLegs.planId), asc(planLegs.legNo));
}
type LegRow = Awaited<ReturnType<typeof loadLegs>>[number];

function planMatch(l: LegRow): PlanMatch {
  return {
    matchId: l.matchId,
    sportId: l.sportId,
    kickoff: l.kickoff.toISOString(),
    state: l.state,
    league: { id: l.leagueId, name: l.leagueName, colour: l.leagueColour },
    home: { id: l.homeId, name: l.homeName },
    away: { id: l.awayId, name: l.awayName },
    homeScore: l.homeScore,
    awayScore: l.awayScore,
    jcNo: l.jcNo,
  };
}

/** The plan rows' experts as list rows show them, with their records. */
export async function expertBriefs(db: Db, expertIds: number[]): Promise<Map<number, ExpertBrief>> {
  const ids = [...new Set(expertIds)];
  if (!ids.length) return new Map();
  const [rows, records] = await Promise.all([
    db
      .select({ userId: users.id, nickName: users.nickName, portrait: users.portrait, title: experts.title })
      .from(users)
      .leftJoin(experts, eq(experts.userId, users.id))
      .where(inArray(users.id, ids)),
    recordsOf(db, ids),
  ]);
  return new Map(
    rows.map((r) => {
      const rec = records.get(r.userId)!;
      const brief: ExpertBrief = {
        userId: r.userId,
        nickName: r.nickName,
        portrait: r.portrait,
        title: r.title ?? DEFAULT_TITLE,
        recentCount: rec.recentCount,
        recentHits: rec.recentHits,
        streak: rec.streak,
        hitRate: rec.hitRate,
      };
      return [r.userId, brief];
    }),
  );
}

async function purchasesOf(db: Db, userId: number | null, planIds: number[]) {
  if (userId === null || !planIds.length) return new Map<number, { refunded: boolean }>();
  const rows = await db
    .select({ planId: planPurchases.planId, refunded: planPurchases.refunded })
    .from(planPurchases)
    .where(and(eq(planPurchases.buyerId, userId), inArray(planPurchases.planId, planIds)));
  return new Map(rows.map((r) => [r.planId, { refunded: r.refunded }]));
}

/**
 * The plans as `viewer` may see them, in the given order. The content (picks, lines, odds,
 * analysis) is filled in only where the viewer is entitled: the author, a buyer, or once settled.
 */
export async function viewPlans(db: Db, rows: PlanRow[], viewer: Viewer): Promise<PlanDetail[]> {
  const ids = rows.map((p) => p.id);
  const [legs, briefs, bought] = await Promise.all([
    loadLegs(db, ids),
    expertBriefs(
      db,
      rows.map((p) => p.expertId),
    ),
    purchasesOf(db, viewer.userId, ids),
  ]);
  const legsOf = new Map<number, LegRow[]>();
  for (const l of legs) legsOf.set(l.planId, [...(legsOf.get(l.planId) ?? []), l]);

  return rows.map((p) => {
    const own = legsOf.get(p.id) ?? [];
    const purchase = bought.get(p.id);
    const isAuthor = viewer.userId === p.expertId;
    const status = planStatus(p, viewer.now);
    const entitled = isAuthor || purchase !== undefined || p.result !== PlanResult.Pending;
    const teaser: PlanTeaser = {
      id: p.id,
      code: String(p.id),
      title: p.title,
      sportId: p.sportId,
      playType: p.playType,
      price: p.price,
      refundIfLose: p.refundIfLose,
      status,
      result: p.result,
      publishedAt: p.publishedAt.toISOString(),
      kickoff: p.kickoff.toISOString(),
      matches: own.map(planMatch),
      expert: briefs.get(p.expertId)!,
      sales: p.sales,
      bought: purchase !== undefined,
    };
    return {
      ...teaser,
      entitled,
      content: entitled
        ? {
            analysis: p.analysis,
            legs: own.map((l) => ({
              matchId: l.matchId,
              pick: l.pick,
              line: l.line,
              odds: l.odds,
              lotteryMarket: l.lotteryMarket,
              result: l.result,
            })),
          }
        : null,
      refunded: purchase?.refunded ?? false,
      canBuy: status === PlanStatus.OnSale && !isAuthor && purchase === undefined,
    };
  });
}

/** List rows: the teaser fields only, so no content can slip into a list answer. */
export function toTeaser(d: PlanDetail): PlanTeaser {
  return {
    id: d.id,
    code: d.code,
    title: d.title,
    sportId: d.sportId,
    playType: d.playType,
    price: d.price,
    refundIfLose: d.refundIfLose,
    status: d.status,
    result: d.result,
    publishedAt: d.publishedAt,
    kickoff: d.kickoff,
    matches: d.matches,
    expert: d.expert,
    sales: d.sales,
    bought: d.bought,
  };
}

export async function findPlanRow(db: Db, planId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row;
}
