import { OpenAPIHono } from "@hono/zod-openapi";
import {
  HORN_PRICE,
  hornInfo,
  hornListQuery,
  hornPage,
  sendHornBody,
  sentHorn,
} from "@/lib/contracts/room-money";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { hornInfo as loadInfo, listHorns } from "../services/horns/horn-list";
import { sendHorn } from "../services/horns/send-horn";

const tags = ["喇叭"];

const list = apiRoute("get", "/api/horn/list", {
  summary: "最近的喇叭（全站），新的在前；pageSize 默认 30",
  tags,
  query: hornListQuery,
  data: hornPage,
});

const info = apiRoute("get", "/api/horn/info", {
  summary: `喇叭价格（${HORN_PRICE} 钻石）、字数上限，以及当前用户背包里的喇叭数和钻石（游客为 0 / null）`,
  tags,
  data: hornInfo,
});

const send = apiRoute("post", "/api/horn/send", {
  summary: `发喇叭（需登录）：全站所有直播间可见；先用背包里的喇叭，没有则扣 ${HORN_PRICE} 钻石（交易类型 8）；1-50 字`,
  tags,
  body: sendHornBody,
  data: sentHorn,
});

export const hornRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
hornRoutes.use(send.path, signedIn);

hornRoutes
  .openapi(list, async (c) => {
    const { page, pageSize } = c.req.valid("query");
    return ok(c, await listHorns(c.var.db, page, pageSize, c.var.deps.now()));
  })
  .openapi(info, async (c) => ok(c, await loadInfo(c.var.db, c.var.user?.id ?? null)))
  .openapi(send, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "horn-user", user.id);
    return ok(
      c,
      await sendHorn(c.var.deps, user.id, bodyOf<{ roomId: number; content: string }>(c)),
      "发送成功",
    );
  });
