import { OpenAPIHono } from "@hono/zod-openapi";
import { balancesData, coinData, coinUserData } from "@/lib/contracts/wallet";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { validationHook } from "../http/validation";
import { coinUserInfo, getBalances } from "../services/wallet/balances";

const balances = apiRoute("get", "/pay/balances", {
  summary: "余额：balance 钻石，ticket 球票（整数）",
  tags: ["钱包"],
  data: balancesData,
});

const coinUser = apiRoute("get", "/api/user/info", {
  summary: "直播间用户信息：coin 即钻石余额",
  tags: ["钱包"],
  data: coinUserData,
});

const coin = apiRoute("get", "/api/user/coin", {
  summary: "直播间余额（钻石）",
  tags: ["钱包"],
  data: coinData,
});

export const walletRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(balances, async (c) => ok(c, await getBalances(c.var.db, requireUser(c).id)))
  .openapi(coinUser, async (c) => ok(c, await coinUserInfo(c.var.db, requireUser(c).id)))
  .openapi(coin, async (c) => ok(c, { coin: (await getBalances(c.var.db, requireUser(c).id)).balance }));
