import { and, asc, eq, exists, gt, sql } from "drizzle-orm";
import { FootballState } from "@/lib/codes/football-states";
import { LIST_COMPANY_ID, OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { experts } from "@/server/db/schema/experts";
import { jczqMatches } from "@/server/db/schema/lottery";
import { matches } from "@/server/db/schema/matches";
import { odds } from "@/server/db/schema/odds";
import { settleMatchPlans } from "@/server/services/expert/settle-plans";
import { createUser } from "../support/fixtures";
import type { TestApi } from "../support/test-api";

export async function createExpert(api: TestApi, nickName?: string) {
  const expert = await createUser(api, { isExpert: 1, ...(nickName ? { nickName } : {}) });
  await api.db
    .insert(experts)
    .values({ userId: expert.user.id, title: "足球分析师", intro: "十年看球", tags: "英超" });
  return expert;
}

const quoted = (market: number) =>
  exists(
    sql`(select 1 from ${odds} where ${odds.matchId} = ${matches.id} and ${odds.market} = ${market} and ${odds.companyId} = ${LIST_COMPANY_ID} and ${odds.closed} = false)`,
  );

/** Upcoming matches of a sport (soonest first) quoted on a market, optionally 竞彩 单关 too. */
export async function upcomingMatches(
  api: TestApi,
  sportId: number,
  market: number = OddsMarket.Handicap,
  lottery?: "single" | "any",
) {
  const rows = await api.db
    .select({ id: matches.id, kickoff: matches.kickoff })
    .from(matches)
    .where(
      and(
        eq(matches.sportId, sportId as 1 | 2),
        eq(matches.state, FootballState.NotStarted),
        gt(matches.kickoff, new Date(api.clock.now + 60 * 60_000)),
        sql`${matches.kickoff} < ${new Date(api.clock.now + 5 * 24 * 3600_000)}`,
        quoted(market),
        lottery
          ? exists(
              sql`(select 1 from ${jczqMatches} where ${jczqMatches.matchId} = ${matches.id}${lottery === "single" ? sql` and ${jczqMatches.single} = true` : sql``})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(matches.kickoff), asc(matches.id))
    .limit(5);
  if (rows.length < 2) throw new Error(`the seed has too few upcoming matches of sport ${sportId}`);
  return rows;
}

/** Ends a match with a score (or a void state) and runs the settlement hook as the feed would. */
export async function finishMatch(
  api: TestApi,
  matchId: number,
  result: { homeScore: number; awayScore: number } | { state: number },
) {
  const [m] = await api.db.select({ sportId: matches.sportId }).from(matches).where(eq(matches.id, matchId));
  const finished = m.sportId === Sport.Football ? FootballState.Finished : 10;
  const set = "state" in result ? { state: result.state } : { state: finished, ...result };
  await api.db.update(matches).set(set).where(eq(matches.id, matchId));
  return settleMatchPlans({ db: api.db }, matchId, api.clock.now);
}

export const publishBody = (over: Record<string, unknown> = {}) => ({
  sportId: 1,
  playType: 2,
  title: "主队状态正佳",
  analysis: "主队近五场四胜一平，客队客场防守漏洞明显，看好主队赢盘。",
  price: 58,
  refundIfLose: 0,
  ...over,
});
