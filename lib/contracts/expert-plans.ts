import { z } from "zod";
import {
  BoardType,
  isBoardType,
  LotteryMarket,
  PLAN_LIMITS,
  PLAN_PICKS,
  PlanPriceFilter,
  PlanSort,
  PlanStatus,
  type PlanPickCode,
} from "@/lib/codes/expert-plans";
import { idInput, intInput, pageOf, plainText } from "./fields";
import { leagueRef } from "./match-list";
import { sportIdInput } from "./schedule";

/*
 * Experts and plans (方案), SPEC §7 "Experts". Every answer is the usual envelope; times are ISO
 * strings. The pick, line, odds and analysis of a plan (its `content`) are only in an answer for the
 * author, a buyer, or anyone once the plan is settled; everyone else gets `content: null`.
 *
 * Calls (bodies JSON or form unless marked):
 *   POST /tj/expert/info          expertRecordsBody-like {userId?}  → expertInfoCardData
 *   POST /tj/expert/list          expertListBody                    → expertListData
 *   POST /tj/expert/home/rec      expertHomeRecBody                 → expertHomeRecData
 *   POST /tj/expert/record        expertRecordsBody                 → expertRecordsData
 *   POST /tj/expert/board         boardBody                         → boardData
 *   POST /tj/recommend            planListBody                      → planListData
 *   GET  /tj/recommend/{code}                                       → planDetailData
 *   POST /tj/recommend/buy        buyPlanBody (signed in)           → buyPlanData
 *   GET  /tj/match                pickerQuery                       → pickerData
 *   GET  /tj/match/filter         pickerFilterQuery                 → pickerFilterData
 *   POST /tj/expert/pc/publish    publishPlanBody, JSON (isExpert 1) → publishPlanData
 *   POST /tj/expert/pc/list       myPlanListBody (isExpert 1)       → myPlanListData
 *   POST /tj/expert/pc/records    {} (isExpert 1)                   → expertRecordsData
 *   POST /tj/expert/pc/income     incomeBody (isExpert 1)           → incomeData
 *   POST /tj/expert/apply         expertApplyBody (signed in)       → expertApplicationData
 *   POST /tj/expert/apply/info    {} (signed in)                    → expertApplicationData
 * Follow an expert: the attention call with type 2 (user follows), targetId = the expert's userId.
 * Business failures: lib/codes/expert-errors.ts (30001 钻石余额不足，请先充值).
 *
 * Answers to REQUESTS-FROM-WEB.md: (1) buy answers { balance, plan }. (2) planDetail has content
 * (null unless entitled), bought, entitled, canBuy; planTeaser has no content field. (3) /tj/match
 * rows carry the current quotes per market (european / handicap / overUnder / lottery); publish takes
 * legs [{ matchId, pick, lotteryMarket? }] (two legs for 竞彩二串一). (4) One expert may publish
 * several plans on one match and play type; 不中退 refunds on 黑 and on 输半. Seeded experts besides
 * 13700137000: 13710000000..13710000004 and more 1371000xxxx (password qiutan123). (5) lib/codes/
 * expert-plans.ts. (6) expertRecord.lastResults (chart series) and expertRecordsData.monthly.
 * (7) /tj/expert/apply and /tj/expert/apply/info.
 */

const int = () => z.number().int();

/* ---------- inputs shared by several calls ---------- */

const playTypeInput = intInput(z.number().min(1, "玩法不正确").max(5, "玩法不正确"));
const pageInput = intInput(z.number().min(1, "页码从1开始").max(1000, "页码过大"), 1);
const pageSizeInput = (fallback = 20) =>
  intInput(z.number().min(1, "每页至少1条").max(50, "每页最多50条"), fallback);
const flagInput = intInput(z.number().refine((v) => v === 0 || v === 1, "只能是0或1"));

/* ---------- records ---------- */

/** A record computed from settled plans (no 走/无效 in hits or misses). Rates are percentages. */
export const expertRecord = z.object({
  settled: int().describe("settled plans, 无效 excluded"),
  hits: int().describe("红 + 赢半"),
  misses: int().describe("黑 + 输半"),
  pushes: int().describe("走"),
  hitRate: z.number().describe("hits / (hits + misses) × 100, one decimal; 0 without decided plans"),
  returnRate: z
    .number()
    .describe("what 1 staked on every settled plan returned, × 100, one decimal (100 = break even)"),
  recentCount: int().describe("decided plans among the last 10 (近N)"),
  recentHits: int().describe("hits among them (中M): 近10中7"),
  streak: int().describe("连红: current run of hits, 走 skipped"),
  maxStreak: int().describe("longest run of hits"),
  lastResults: z.array(int()).describe("results of the last 10 settled plans, newest first (PlanResult)"),
});
export type ExpertRecord = z.infer<typeof expertRecord>;

export const playTypeRecord = z.object({ sportId: int(), playType: int(), record: expertRecord });
export const monthlyRecord = z.object({
  month: z.string().describe("Beijing month, 2026-11"),
  record: expertRecord,
});

/** `/tj/expert/record` and `/tj/expert/pc/records`. */
export const expertRecordsData = z.object({
  userId: int(),
  overall: expertRecord,
  byPlayType: z.array(playTypeRecord).describe("every play type the expert has settled plans in"),
  monthly: z.array(monthlyRecord).describe("newest month first, at most 12"),
});
export type ExpertRecords = z.infer<typeof expertRecordsData>;
export const expertRecordsBody = z.object({ userId: idInput("专家编号不正确").optional() });

/* ---------- experts ---------- */

/** What a plan row shows of its expert. */
export const expertBrief = z.object({
  userId: int(),
  nickName: z.string(),
  portrait: z.string(),
  title: z.string(),
  recentCount: int(),
  recentHits: int(),
  streak: int(),
  hitRate: z.number(),
});
export type ExpertBrief = z.infer<typeof expertBrief>;

/** An expert card (lists, home, the expert's page). */
export const expertCard = z.object({
  userId: int(),
  nickName: z.string(),
  portrait: z.string(),
  title: z.string(),
  intro: z.string(),
  tags: z.array(z.string()),
  record: expertRecord,
  followers: int(),
  followed: z.boolean().describe("whether the signed-in caller follows the expert (false for visitors)"),
  onSale: int().describe("plans on sale now"),
});
export type ExpertCard = z.infer<typeof expertCard>;

/** `/tj/expert/info`: the profile as before, plus the record and follow counts; null for non-experts. */
export const expertInfoCardData = expertCard.nullable();

/** `/tj/expert/list` (/guide/expert): experts, filtered by sport and play type they have settled in. */
export const expertListBody = z.object({
  sportId: sportIdInput.optional(),
  playType: playTypeInput.optional().describe("with sportId"),
  page: pageInput,
  pageSize: pageSizeInput(20),
});
export const expertListData = pageOf(expertCard);

/** `/tj/expert/home/rec`: experts for the home page and the /guide hub (best recent records first). */
export const expertHomeRecBody = z.object({
  sportId: sportIdInput.optional(),
  size: intInput(z.number().min(1, "数量至少为1").max(20, "数量最多为20"), 6),
});
export const expertHomeRecData = z.array(expertCard);

/* ---------- boards ---------- */

export const boardBody = z.object({
  type: intInput(
    z.number().refine(isBoardType, "榜单类型只能是1（命中率）2（连红）3（回报率）4（近10场）"),
    BoardType.HitRate,
  ),
  sportId: sportIdInput.optional(),
  playType: playTypeInput.optional().describe("with sportId"),
  size: intInput(z.number().min(1, "数量至少为1").max(50, "数量最多为50"), PLAN_LIMITS.boardSize),
});
export const boardRow = z.object({
  rank: int(),
  expert: expertBrief,
  value: z.number().describe("the ranked figure: hit rate %, streak, return rate % or recent hits"),
  valueText: z.string().describe("命中率 78.5% / 5连红 / 回报率 132.0% / 近10中8"),
  record: expertRecord,
});
export type BoardRow = z.infer<typeof boardRow>;
export const boardData = z.object({ type: int(), list: z.array(boardRow) });

/* ---------- plans ---------- */

const teamBrief = z.object({ id: int(), name: z.string() });

/** A match a plan is on, as every viewer may see it. */
export const planMatch = z.object({
  matchId: int(),
  sportId: int(),
  kickoff: z.string(),
  state: int().describe("SPEC §3 state code of the match's sport"),
  league: leagueRef,
  home: teamBrief,
  away: teamBrief,
  homeScore: int(),
  awayScore: int(),
  jcNo: z.string().nullable(),
});
export type PlanMatch = z.infer<typeof planMatch>;

/** One leg of a plan's content: what the expert picked and the quote stored at publish time. */
export const planLeg = z.object({
  matchId: int(),
  pick: z.enum(PLAN_PICKS as [PlanPickCode, ...PlanPickCode[]]),
  line: z
    .number()
    .nullable()
    .describe(
      "亚盘/让分: what the home side gives (> 0 gives, < 0 receives), as the odds tables; 大小: the total; 竞彩让球胜平负: the 竞彩 handicap (-1 = home gives one); else null",
    ),
  odds: z.number().describe("亚盘/大小/篮球: Hong Kong water (0.92); 欧赔/竞彩: decimal odds or SP (1.85)"),
  lotteryMarket: int().nullable().describe("竞彩 legs: 1 胜平负, 2 让球胜平负; else null"),
  result: int().describe("PlanResult of this leg, 0 until its match is settled"),
});
export type PlanLeg = z.infer<typeof planLeg>;

export const planContent = z.object({
  analysis: z.string(),
  legs: z.array(planLeg),
});
export type PlanContent = z.infer<typeof planContent>;

/** A plan in a list: never its content. */
export const planTeaser = z.object({
  id: int(),
  code: z.string().describe("the {code} of /tj/recommend/{code}"),
  title: z.string(),
  sportId: int(),
  playType: int(),
  price: int().describe("diamonds; 0 = free"),
  refundIfLose: z.boolean().describe("不中退: the price comes back when the plan loses"),
  status: int().describe("PlanStatus: 1 在售, 2 待开奖, 3 已结算, 4 已退款"),
  result: int().describe("PlanResult, 0 until settled"),
  publishedAt: z.string(),
  kickoff: z.string().describe("earliest kick-off of its matches: sales close then"),
  matches: z.array(planMatch),
  expert: expertBrief,
  sales: int().describe("how many fans bought it"),
  bought: z.boolean().describe("the caller bought it (false for visitors)"),
});
export type PlanTeaser = z.infer<typeof planTeaser>;

/** `/tj/recommend/{code}`: the plan, with its content only when the caller is entitled to it. */
export const planDetail = planTeaser.extend({
  entitled: z.boolean().describe("author, buyer, free plan bought, or settled"),
  content: planContent.nullable(),
  refunded: z.boolean().describe("the caller's purchase was refunded (void match or lost 不中退)"),
  canBuy: z
    .boolean()
    .describe(
      "before kick-off, not the author's, not bought yet (true for visitors: buying asks to sign in)",
    ),
});
export type PlanDetail = z.infer<typeof planDetail>;
export const planDetailData = planDetail;
export const planCodeParams = z.object({ code: idInput("方案编号不正确") });

/** `/tj/recommend`: plans, filtered. */
export const planListBody = z.object({
  sportId: sportIdInput.optional(),
  leagueId: idInput("联赛编号不正确").optional(),
  playType: playTypeInput.optional().describe("with sportId"),
  price: intInput(
    z.number().refine((v) => v === 0 || v === 1 || v === 2, "价格筛选只能是0（全部）1（免费）2（付费）"),
    PlanPriceFilter.All,
  ),
  refundIfLose: flagInput.optional().describe("1: only 不中退 plans"),
  expertId: idInput("专家编号不正确").optional(),
  matchId: idInput("比赛编号不正确").optional(),
  status: intInput(z.number().refine((v) => v >= PlanStatus.OnSale && v <= PlanStatus.Void, "状态不正确"))
    .optional()
    .describe("PlanStatus; absent: every plan"),
  sort: intInput(
    z.number().refine((v) => v >= 1 && v <= 3, "排序只能是1（最新）2（热门）3（即将开赛）"),
    PlanSort.Newest,
  ),
  page: pageInput,
  pageSize: pageSizeInput(20),
});
export type PlanListBody = z.input<typeof planListBody>;
export const planListData = pageOf(planTeaser);

/** `/tj/recommend/buy`. Free plans are "bought" for 0 (no ledger row) so the fan keeps access. */
export const buyPlanBody = z.object({ code: idInput("方案编号不正确") });
export const buyPlanData = z.object({
  balance: int().describe("the buyer's diamonds after"),
  plan: planDetail,
});

/* ---------- the expert console /tj/expert/pc/* ---------- */

export const publishLegInput = z.object({
  matchId: idInput("比赛编号不正确"),
  pick: z.enum(PLAN_PICKS as [PlanPickCode, ...PlanPickCode[]], { message: "请选择推荐选项" }),
  lotteryMarket: intInput(
    z
      .number()
      .refine(
        (v) => v === LotteryMarket.WinDrawLose || v === LotteryMarket.HandicapWinDrawLose,
        "竞彩玩法只能是1（胜平负）或2（让球胜平负）",
      ),
  )
    .optional()
    .describe("竞彩 legs only"),
});

/**
 * `/tj/expert/pc/publish` (JSON). The line and odds are read from the current quotes when the plan
 * is stored (皇冠 for 欧赔/亚盘/大小, the 竞彩 SP for 竞彩): the caller sends only the match and the pick.
 */
export const publishPlanBody = z.object({
  sportId: sportIdInput,
  playType: playTypeInput,
  legs: z.array(publishLegInput).min(1, "请选择比赛").max(2, "最多两场比赛"),
  title: plainText(PLAN_LIMITS.titleMax).pipe(z.string().min(1, "请填写标题")),
  analysis: plainText(PLAN_LIMITS.analysisMax).pipe(
    z.string().min(PLAN_LIMITS.analysisMin, `分析至少${PLAN_LIMITS.analysisMin}个字`),
  ),
  price: intInput(
    z.number().min(0, "价格不能为负").max(PLAN_LIMITS.maxPrice, `价格最多${PLAN_LIMITS.maxPrice}钻石`),
    0,
  ),
  refundIfLose: flagInput.default(0),
});
export type PublishPlanBody = z.input<typeof publishPlanBody>;
export const publishPlanData = planDetail;

/** `/tj/expert/pc/list`: my plans (content included), with sales and income. */
export const myPlanListBody = z.object({
  status: intInput(
    z.number().refine((v) => v >= PlanStatus.OnSale && v <= PlanStatus.Void, "状态不正确"),
  ).optional(),
  page: pageInput,
  pageSize: pageSizeInput(20),
});
export const myPlanRow = planDetail.extend({
  income: int().describe("diamonds earned by this plan, refunds deducted"),
});
export type MyPlanRow = z.infer<typeof myPlanRow>;
export const myPlanListData = pageOf(myPlanRow);

/** `/tj/expert/pc/income`: plan income on the ledger. */
export const incomeBody = z.object({ page: pageInput, pageSize: pageSizeInput(20) });
export const incomeRow = z.object({
  at: z.string(),
  planId: int(),
  title: z.string(),
  amount: int().describe("signed: + a sale, - a refund"),
  tradeType: int(),
});
export const incomeData = z.object({
  income: int().describe("the expert's income balance now (withdrawable)"),
  totalEarned: int().describe("all plan income, refunds deducted"),
  monthEarned: int().describe("this Beijing month"),
  sales: int().describe("plans sold, all time"),
  list: z.array(incomeRow),
  total: int(),
  page: int(),
  pageSize: int(),
});
export type ExpertIncome = z.infer<typeof incomeData>;

/* ---------- publishing: the match picker ---------- */

/** `/tj/match`: upcoming matches an expert can publish on, with the current quotes per play type. */
export const pickerQuery = z.object({
  sportId: sportIdInput.default(1),
  playType: playTypeInput.optional().describe("only matches with a quote for this play type"),
  leagueId: idInput("联赛编号不正确").optional(),
  page: pageInput,
  pageSize: pageSizeInput(30),
});
const europeanQuote = z.object({ home: z.number(), draw: z.number().nullable(), away: z.number() });
const lineQuote = z.object({ line: z.number(), home: z.number(), away: z.number() });
const lotteryQuote = z.object({
  single: z.boolean().describe("竞彩单关 allowed"),
  spHome: z.number(),
  spDraw: z.number(),
  spAway: z.number(),
  handicap: int().describe("-1 = home gives one goal"),
  hSpHome: z.number(),
  hSpDraw: z.number(),
  hSpAway: z.number(),
});
export const pickerRow = z.object({
  matchId: int(),
  sportId: int(),
  kickoff: z.string(),
  league: leagueRef,
  home: teamBrief,
  away: teamBrief,
  jcNo: z.string().nullable(),
  european: europeanQuote.nullable().describe("play type 1 (football)"),
  handicap: lineQuote.nullable().describe("亚盘 / 让分: home and away water"),
  overUnder: lineQuote.nullable().describe("大小: over in home, under in away"),
  lottery: lotteryQuote.nullable().describe("竞彩 (football play types 4 and 5)"),
});
export type PickerRow = z.infer<typeof pickerRow>;
export const pickerData = pageOf(pickerRow);

/** `/tj/match/filter`: the leagues of the picker (upcoming matches with quotes) with counts. */
export const pickerFilterQuery = z.object({
  sportId: sportIdInput.default(1),
  playType: playTypeInput.optional(),
});
export const pickerFilterData = z.array(leagueRef.extend({ count: int() }));

/* ---------- becoming an expert ---------- */

export const expertApplyBody = z.object({
  title: plainText(PLAN_LIMITS.applicationTitleMax).pipe(z.string().min(2, "请填写头衔（至少2个字）")),
  intro: plainText(PLAN_LIMITS.applicationIntroMax).pipe(z.string().min(10, "简介至少10个字")),
  tags: plainText(PLAN_LIMITS.applicationTagsMax).describe("擅长，逗号分隔：英超,亚盘"),
});
export const expertApplicationData = z.object({
  status: int().describe("ExpertApplicationStatus: -1 未申请, 0 审核中, 1 已通过, 2 未通过"),
  title: z.string(),
  intro: z.string(),
  tags: z.string(),
  reason: z.string().describe("why it was rejected; empty otherwise"),
  createdAt: z.string().nullable(),
});
export type ExpertApplication = z.infer<typeof expertApplicationData>;
