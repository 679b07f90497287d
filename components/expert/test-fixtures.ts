// Test-only: a plan as the api answers it, for the expert components' tests.
import type { ExpertBrief, PlanDetail, PlanTeaser } from "@/lib/contracts/expert-plans";

export const expertBrief: ExpertBrief = {
  userId: 7,
  nickName: "盘口老周",
  portrait: "/images/avatars/3.svg",
  title: "英超盘口分析师",
  recentCount: 10,
  recentHits: 7,
  streak: 3,
  hitRate: 70,
};

export const teaser: PlanTeaser = {
  id: 41,
  code: "41",
  title: "阿森纳主场稳了吗",
  sportId: 1,
  playType: 3,
  price: 58,
  refundIfLose: true,
  status: 1,
  result: 0,
  publishedAt: "2026-11-24T02:00:00.000Z",
  kickoff: "2026-11-24T12:00:00.000Z",
  matches: [
    {
      matchId: 900,
      sportId: 1,
      kickoff: "2026-11-24T12:00:00.000Z",
      state: 1,
      league: { id: 1, name: "英超", colour: "#3d195b" },
      home: { id: 11, name: "阿森纳" },
      away: { id: 12, name: "切尔西" },
      homeScore: 0,
      awayScore: 0,
      jcNo: null,
    },
  ],
  expert: expertBrief,
  sales: 12,
  bought: false,
};

export const ANALYSIS = "切尔西客场防守松散，阿森纳近五场主场场均进球超过两个，看好大球。";

/** The same plan with its content, as its author or a buyer receives it. */
export const withContent: PlanDetail = {
  ...teaser,
  entitled: true,
  refunded: false,
  canBuy: false,
  bought: true,
  content: {
    analysis: ANALYSIS,
    legs: [{ matchId: 900, pick: "over", line: 2.5, odds: 0.92, lotteryMarket: null, result: 0 }],
  },
};

/** As a visitor or a fan who has not bought it receives it. */
export const locked: PlanDetail = {
  ...withContent,
  entitled: false,
  bought: false,
  canBuy: true,
  content: null,
};
