import { GENERATED_AVATAR_MAX_SEED, generatedAvatarUrl } from "@/lib/avatar/generated-avatar";
import { aliasedTable, and, asc, eq, gt, gte, inArray, like, lt } from "drizzle-orm";
import { DAY, HOUR } from "../../../lib/beijing-time";
import { BasketballState } from "../../../lib/codes/basketball-states";
import {
  isPlayTypeOf,
  legCountOf,
  PlanResult,
  picksOf,
  type PlanPickCode,
  type PlanResultCode,
} from "../../../lib/codes/expert-plans";
import { FootballState } from "../../../lib/codes/football-states";
import { FootballPlayType } from "../../../lib/codes/play-types";
import { Sport, type SportId } from "../../../lib/codes/sports";
import { TradeType } from "../../../lib/codes/trade-types";
import type { Db } from "../../db/client";
import { planLegs, planPurchases, plans } from "../../db/schema/expert-plans";
import { experts } from "../../db/schema/experts";
import { matches } from "../../db/schema/matches";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";
import { createRandom, type Random } from "../../feed/engine/random";
import { loadQuotes, takeQuote, type MatchQuotes, type TakenQuote } from "../../services/expert/match-quotes";
import { combineLegs, outcomeOf, planPayout, settleLeg } from "../../services/expert/settle-rules";
import { transfer } from "../../services/wallet/ledger";
import { grantOpeningBalances } from "../wallets";
import {
  analysisBodies,
  analysisClosers,
  analysisOpeners,
  moreExperts,
  planAngles,
  sportOfTags,
} from "./expert-roster";
import { historyQuotes } from "./history-quotes";

/*
 * Experts' plans: about three months of settled plans on past seeded matches (settled by the same
 * rules as the live hook, from the seeded results), and plans on sale for the coming days. An
 * expert's skill only decides how often the pick they choose turns out right; the quote is the
 * one stored before kick-off (or, past the 14 days of stored odds, a strength-only quote).
 */

const HISTORY_DAYS = 90;
const PRICES = [0, 0, 18, 28, 38, 58, 88, 128];
const FAVOURITE_PLAYS: Record<SportId, number[]> = {
  [Sport.Football]: [1, 2, 2, 2, 3, 3, 4, 5],
  [Sport.Basketball]: [1, 1, 2, 2],
};

type Expert = { id: number; sportId: SportId; skill: number; plays: number[] };
type PastMatch = {
  id: number;
  sportId: SportId;
  leagueId: number;
  kickoff: Date;
  state: number;
  homeScore: number;
  awayScore: number;
  homeName: string;
  awayName: string;
  homeStrength: number;
  awayStrength: number;
};
type Leg = { match: PastMatch; pick: PlanPickCode; quote: TakenQuote; result: PlanResultCode };

const homeTeam = aliasedTable(teams, "home_team");
const awayTeam = aliasedTable(teams, "away_team");

async function addExperts(db: Db, rnd: Random, passwordHash: string) {
  const inserted = await db
    .insert(users)
    .values(
      moreExperts.map(([nickName, , , intro], i) => ({
        mobile: `1372000${String(i).padStart(4, "0")}`,
        nickName,
        portrait: generatedAvatarUrl(rnd.int(1, GENERATED_AVATAR_MAX_SEED)),
        level: rnd.int(6, 20),
        isExpert: 1,
        passwordHash,
        signature: intro,
      })),
    )
    .returning({ id: users.id });
  await grantOpeningBalances(
    db,
    inserted.map((u) => ({ userId: u.id, balance: rnd.int(200, 2000), ticket: rnd.int(0, 50) })),
  );
  await db
    .insert(experts)
    .values(moreExperts.map(([, title, tags, intro], i) => ({ userId: inserted[i].id, title, tags, intro })));
}

async function loadExperts(db: Db, rnd: Random): Promise<Expert[]> {
  const rows = await db
    .select({ id: users.id, tags: experts.tags })
    .from(users)
    .innerJoin(experts, eq(experts.userId, users.id))
    .where(eq(users.isExpert, 1))
    .orderBy(asc(users.id));
  return rows.map((r) => {
    const sportId = sportOfTags(r.tags);
    const focus = /大小/.test(r.tags)
      ? [3, 3, 3]
      : /竞彩/.test(r.tags)
        ? [4, 4, 5]
        : /亚盘/.test(r.tags)
          ? [2, 2, 2]
          : [];
    return {
      id: r.id,
      sportId,
      skill: 0.4 + rnd.next() * 0.3,
      plays: [...FAVOURITE_PLAYS[sportId], ...(sportId === Sport.Football ? focus : [])],
    };
  });
}

function matchesQuery(db: Db) {
  return db
    .select({
      id: matches.id,
      sportId: matches.sportId,
      leagueId: matches.leagueId,
      kickoff: matches.kickoff,
      state: matches.state,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
      homeStrength: homeTeam.strength,
      awayStrength: awayTeam.strength,
    })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId));
}

const settledStates = [
  FootballState.Finished,
  FootballState.Postponed,
  FootballState.Cancelled,
  BasketballState.Finished,
  BasketballState.Postponed,
];

function title(rnd: Random, legs: { match: PastMatch }[]) {
  const m = legs[0].match;
  const head =
    legs.length > 1 ? `${m.homeName}+${legs[1].match.homeName}二串一` : `${m.homeName}vs${m.awayName}`;
  return `${head}：${rnd.pick(planAngles)}`.slice(0, 40);
}
const analysis = (rnd: Random) =>
  `${rnd.pick(analysisOpeners)}${rnd.pick(analysisBodies)}${rnd.pick(analysisClosers)}`;

/** The pick: right with the expert's skill when the result is known, else any allowed one. */
function choosePick(
  rnd: Random,
  expert: Expert,
  playType: number,
  lotteryMarket: number | undefined,
  match: PastMatch,
  quotes: MatchQuotes,
): Leg | null {
  const picks = picksOf(match.sportId, playType);
  const outcome = outcomeOf(match);
  const options = picks
    .map((pick) => {
      const quote = takeQuote(match.sportId, playType, pick, lotteryMarket, quotes);
      if (!quote) return null;
      const leg = {
        sportId: match.sportId,
        playType,
        pick,
        line: quote.line,
        lotteryMarket: quote.lotteryMarket,
      };
      return { match, pick, quote, result: outcome ? settleLeg(leg, outcome) : PlanResult.Pending };
    })
    .filter((o): o is Leg => o !== null);
  if (!options.length) return null;
  const good = options.filter((o) => o.result === PlanResult.Win || o.result === PlanResult.WinHalf);
  const bad = options.filter((o) => !good.includes(o));
  const pool = good.length && (rnd.chance(expert.skill) || !bad.length) ? good : bad.length ? bad : good;
  return rnd.pick(pool);
}

type PlanDraft = typeof plans.$inferInsert & { legs: Leg[] };

function draftPlan(
  rnd: Random,
  expert: Expert,
  playType: number,
  legs: Leg[],
  publishedAt: number,
  now: number,
) {
  const settle = legs.every((l) => l.result !== PlanResult.Pending);
  const results = legs.map((l) => l.result);
  const result = settle ? combineLegs(results) : PlanResult.Pending;
  const first = legs.reduce((a, b) => (a.match.kickoff <= b.match.kickoff ? a : b)).match;
  const last = legs.reduce((a, b) => (a.match.kickoff >= b.match.kickoff ? a : b)).match;
  const settledAt = Math.min(
    now,
    last.kickoff.getTime() + (last.sportId === Sport.Football ? 2 : 2.5) * HOUR,
  );
  return {
    expertId: expert.id,
    sportId: expert.sportId,
    playType,
    leagueId: first.leagueId,
    kickoff: first.kickoff,
    title: title(rnd, legs),
    analysis: analysis(rnd),
    price: rnd.pick(PRICES),
    refundIfLose: rnd.chance(0.25),
    result,
    payout: settle
      ? planPayout(
          expert.sportId,
          playType,
          legs.map((l) => ({ odds: l.quote.odds, result: l.result })),
          result,
        )
      : null,
    publishedAt: new Date(publishedAt),
    settledAt: settle ? new Date(settledAt) : null,
    legs,
  } satisfies PlanDraft;
}

/** Builds one plan for `expert` over `pool` (matches of one day, or upcoming ones). */
function planOn(
  rnd: Random,
  expert: Expert,
  pool: PastMatch[],
  quotes: Map<number, MatchQuotes>,
  now: number,
): PlanDraft | null {
  let playType = rnd.pick(expert.plays);
  const lottery = (m: PastMatch) => quotes.get(m.id)?.lottery;
  if (playType === FootballPlayType.LotteryTwoLegParlay && pool.filter(lottery).length < 2) playType = 2;
  if (playType === FootballPlayType.LotterySingle && !pool.some((m) => lottery(m)?.single)) playType = 2;
  if (!isPlayTypeOf(expert.sportId, playType)) return null;
  const candidates =
    playType >= FootballPlayType.LotterySingle && expert.sportId === Sport.Football
      ? pool.filter(lottery)
      : pool;
  const count = legCountOf(expert.sportId, playType);
  const chosen: PastMatch[] = [];
  for (let tries = 0; chosen.length < count && tries < 8; tries++) {
    const m = rnd.pick(candidates);
    if (m && !chosen.includes(m)) chosen.push(m);
  }
  if (chosen.length < count) return null;
  const market = playType >= FootballPlayType.LotterySingle ? rnd.pick([1, 1, 2]) : undefined;
  const legs = chosen.map((m) => choosePick(rnd, expert, playType, market, m, quotes.get(m.id)!));
  if (legs.some((l) => l === null)) return null;
  const firstKickoff = Math.min(...chosen.map((m) => m.kickoff.getTime()));
  const publishedAt = Math.min(now - 10 * 60_000, firstKickoff - rnd.int(1, 30) * HOUR);
  return draftPlan(rnd, expert, playType, legs as Leg[], publishedAt, now);
}

async function insertDrafts(db: Db, drafts: PlanDraft[]) {
  const ids: number[] = [];
  for (let i = 0; i < drafts.length; i += 400) {
    const chunk = drafts.slice(i, i + 400);
    const rows = await db
      .insert(plans)
      .values(chunk.map(({ legs: _legs, ...p }) => p))
      .returning({ id: plans.id });
    ids.push(...rows.map((r) => r.id));
    await db.insert(planLegs).values(
      chunk.flatMap((p, k) =>
        p.legs.map((l, n) => ({
          planId: rows[k].id,
          legNo: n + 1,
          matchId: l.match.id,
          pick: l.pick,
          line: l.quote.line,
          odds: l.quote.odds,
          lotteryMarket: l.quote.lotteryMarket,
          result: l.result,
        })),
      ),
    );
  }
  return ids;
}

/** Some fans buy some plans on sale (through the wallet core, trade type 4). */
async function seedPurchases(db: Db, rnd: Random, onSale: { id: number; draft: PlanDraft }[], now: number) {
  const fans = await db
    .select({ id: users.id })
    .from(users)
    // The seeded fans (people.ts), not the demo accounts: the demo fan starts with nothing bought.
    .where(and(eq(users.isExpert, 0), eq(users.isAnchor, 0), like(users.mobile, "1501000%")));
  const at = new Date(now - 5 * 60_000);
  for (const { id, draft } of onSale) {
    const buyers = fans.filter(() => rnd.chance(0.12)).slice(0, 6);
    let sales = 0;
    for (const buyer of buyers) {
      const bought = await db
        .transaction(async (tx) => {
          await tx
            .insert(planPurchases)
            .values({ planId: id, buyerId: buyer.id, price: draft.price, createdAt: at });
          if (draft.price > 0) {
            const refId = `plan:${id}`;
            await transfer(
              tx,
              {
                userId: buyer.id,
                currency: "balance",
                amount: draft.price,
                tradeType: TradeType.PlanPurchase,
                remark: `购买方案「${draft.title}」`,
                refId,
                at,
              },
              {
                userId: draft.expertId,
                currency: "income",
                amount: draft.price,
                tradeType: TradeType.PlanPurchase,
                remark: `方案售出「${draft.title}」`,
                refId,
                at,
              },
            );
          }
          return true;
        })
        .catch(() => false); // a fan whose diamonds do not cover it simply does not buy
      if (bought) sales++;
    }
    if (sales) await db.update(plans).set({ sales }).where(eq(plans.id, id));
  }
}

export async function seedExpertPlans(db: Db, opts: { seed: number; now: number; passwordHash: string }) {
  const { now } = opts;
  const rnd = createRandom(opts.seed * 31 + 11);
  await addExperts(db, rnd, opts.passwordHash);
  const roster = await loadExperts(db, rnd);

  const past = (await matchesQuery(db).where(
    and(
      gte(matches.kickoff, new Date(now - HISTORY_DAYS * DAY)),
      lt(matches.kickoff, new Date(now - 3 * HOUR)),
      inArray(matches.state, settledStates),
    ),
  )) as PastMatch[];
  const upcoming = (await matchesQuery(db).where(
    and(
      eq(matches.state, FootballState.NotStarted),
      gt(matches.kickoff, new Date(now + 20 * 60_000)),
      lt(matches.kickoff, new Date(now + 3 * DAY)),
    ),
  )) as PastMatch[];
  const quotes = await loadQuotes(
    db,
    [...past, ...upcoming].map((m) => m.id),
  );
  for (const m of past) {
    const q = quotes.get(m.id)!;
    if (!q.european && !q.handicap && !q.overUnder) {
      quotes.set(m.id, {
        ...historyQuotes(rnd, m.sportId, m.homeStrength, m.awayStrength),
        lottery: q.lottery,
      });
    }
  }

  const byDay = new Map<string, PastMatch[]>();
  for (const m of past) {
    const key = `${m.sportId}:${Math.floor((now - m.kickoff.getTime()) / DAY)}`;
    byDay.set(key, [...(byDay.get(key) ?? []), m]);
  }

  const history: PlanDraft[] = [];
  for (const expert of roster) {
    const activity = 0.35 + rnd.next() * 0.45;
    for (let day = HISTORY_DAYS; day >= 0; day--) {
      const pool = byDay.get(`${expert.sportId}:${day}`);
      if (!pool || !rnd.chance(activity)) continue;
      const plan = planOn(rnd, expert, pool, quotes, now);
      if (plan) history.push(plan);
    }
  }
  const forSale: PlanDraft[] = [];
  const soonest = (sportId: number) =>
    upcoming.filter((m) => m.sportId === sportId).sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  for (const expert of roster) {
    const pool = soonest(expert.sportId).filter(
      (m) => quotes.get(m.id)?.handicap || quotes.get(m.id)?.lottery,
    );
    const near = pool.slice(0, 12);
    for (let n = rnd.int(2, 4); n > 0; n--) {
      const plan = planOn(rnd, expert, n === 1 ? pool : near, quotes, now);
      if (plan) forSale.push(plan);
    }
  }
  await insertDrafts(db, history);
  const saleIds = await insertDrafts(db, forSale);
  await seedPurchases(
    db,
    rnd,
    saleIds.map((id, i) => ({ id, draft: forSale[i] })),
    now,
  );
  return { experts: roster.length, settledPlans: history.length, plansOnSale: forSale.length };
}
