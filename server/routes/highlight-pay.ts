import { OpenAPIHono } from "@hono/zod-openapi";
import { TRADE_TYPE_LABELS, TradeType } from "@/lib/codes/trade-types";
import { highlightPayBody, highlightPayData } from "@/lib/contracts/playback";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { payHighlight } from "../services/stream/highlight-pay";

const pay = apiRoute("post", "/inform/movie-highlights/pay", {
  summary: `用钻石解锁付费集锦（需登录）：扣 price 钻石（交易类型 ${TradeType.PlanPurchase} ${TRADE_TYPE_LABELS[TradeType.PlanPurchase]}），之后集锦详情返回 videoUrl；已购买或免费的不再扣款（charged false）；余额不足返回 30001`,
  tags: ["回放与集锦"],
  body: highlightPayBody,
  data: highlightPayData,
});

export const highlightPayRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
highlightPayRoutes.use(pay.path, signedIn);

highlightPayRoutes.openapi(pay, async (c) => {
  const { id } = bodyOf<{ id: number }>(c);
  const result = await payHighlight(c.var.db, requireUser(c).id, id, c.var.deps.now());
  return ok(c, result, result.charged ? "解锁成功" : "已解锁");
});
