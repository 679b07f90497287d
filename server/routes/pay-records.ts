import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { TRADE_TYPE_LABELS } from "@/lib/codes/trade-types";
import {
  dateRangeQuery,
  tradePage,
  transListBody,
  withdrawalPage,
  withdrawListBody,
  type DateRangeInput,
  type TransListInput,
} from "@/lib/contracts/payments";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { incomeCsv, incomeList, tradeList } from "../services/payments/records";
import { listWithdrawals } from "../services/payments/withdraw";

const tags = ["钱包"];
const labels = Object.entries(TRADE_TYPE_LABELS)
  .map(([code, label]) => `${code} ${label}`)
  .join("、");

const transList = apiRoute("post", "/pay/record/trans-list", {
  summary: `资金流水（需登录，仅本人）：tradeType 筛选（${labels}），start/end 为北京时间日期 YYYY-MM-DD，分页；amount 带符号`,
  tags,
  body: transListBody,
  data: tradePage,
});

const income = apiRoute("post", "/pay/record/income", {
  summary: "收益记录（需登录）：进入可提现收益的流水（礼物收入、驳回退回等），日期范围与分页",
  tags,
  body: dateRangeQuery,
  data: tradePage,
});

const withdrawList = apiRoute("post", "/pay/record/withdraw", {
  summary: "提现记录（需登录）：金额、手续费、到账金额、状态（审核中/已打款/已驳回）与银行卡（打码）",
  tags,
  body: withdrawListBody,
  data: withdrawalPage,
});

const exportIncome = createRoute({
  method: "get",
  path: "/pay/export/income/",
  summary: "导出收益记录 CSV（需登录）：UTF-8 带 BOM，Excel 直接打开中文不乱码；start/end 同收益记录",
  tags,
  request: { query: dateRangeQuery },
  responses: {
    200: { description: "收益明细.csv", content: { "text/csv": { schema: z.string() } } },
  },
});

export const payRecordRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [transList, income, withdrawList, exportIncome]) {
  payRecordRoutes.use(route.getRoutingPath(), signedIn);
}

payRecordRoutes
  .openapi(transList, async (c) =>
    ok(c, await tradeList(c.var.db, requireUser(c).id, bodyOf<TransListInput>(c))),
  )
  .openapi(income, async (c) =>
    ok(c, await incomeList(c.var.db, requireUser(c).id, bodyOf<DateRangeInput>(c))),
  )
  .openapi(withdrawList, async (c) =>
    ok(c, await listWithdrawals(c.var.db, requireUser(c).id, bodyOf<{ page: number; pageSize: number }>(c))),
  )
  .openapi(exportIncome, async (c) => {
    const csv = await incomeCsv(c.var.db, requireUser(c).id, c.req.valid("query"));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="income.csv"; filename*=UTF-8''${encodeURIComponent("收益明细.csv")}`,
      "cache-control": "no-store",
    });
  });
