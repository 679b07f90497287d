import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  bubbleStyle,
  nobilityBag,
  nobilityIdInput,
  nobilityLevel,
  purchasedNobility,
} from "@/lib/contracts/room-money";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { nobilityBag as loadBag, wearNobility } from "../services/nobility/bag";
import { chatBubbles } from "../services/nobility/bubbles";
import { listLevels } from "../services/nobility/levels";
import { purchaseNobility } from "../services/nobility/purchase";

const tags = ["贵族"];

const list = apiRoute("get", "/pay/room/nobility/list", {
  summary: "贵族等级：骑士、子爵、伯爵、侯爵、公爵、国王、皇帝，价格为每 30 天的钻石数，perks 为权益说明",
  tags,
  data: z.array(nobilityLevel),
});

const purchase = apiRoute("post", "/pay/room/nobility/purchase", {
  summary:
    "开通贵族（需登录，交易类型 15）：同一贵族未过期时在到期日上续期；开通后即佩戴；余额不足返回 30001",
  tags,
  body: nobilityIdInput,
  data: purchasedNobility,
});

const active = apiRoute("get", "/api/nobility/active", {
  summary: "佩戴已开通且未过期的贵族（需登录），直播间里显示这一个；未拥有返回 30201",
  tags,
  query: nobilityIdInput,
  data: nobilityBag,
});

const bubble = apiRoute("get", "/api/nobility/bubble", {
  summary: "聊天气泡：贵族解锁本级及以下的气泡，available 表示当前用户可用（游客只有普通气泡）",
  tags,
  data: z.array(bubbleStyle),
});

const bag = apiRoute("get", "/api/nobility/bag", {
  summary: "我的贵族（需登录）：当前佩戴的贵族与到期时间、全部未过期贵族、喇叭数",
  tags,
  data: nobilityBag,
});

export const nobilityRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [purchase, active, bag]) nobilityRoutes.use(route.path, signedIn);

nobilityRoutes
  .openapi(list, async (c) => ok(c, await listLevels(c.var.db)))
  .openapi(purchase, async (c) => {
    const user = requireUser(c);
    const { nobilityId } = bodyOf<{ nobilityId: number }>(c);
    return ok(c, await purchaseNobility(c.var.db, user.id, nobilityId, c.var.deps.now()), "开通成功");
  })
  .openapi(active, async (c) => {
    const user = requireUser(c);
    const { nobilityId } = c.req.valid("query");
    return ok(c, await wearNobility(c.var.db, user.id, nobilityId, c.var.deps.now()), "佩戴成功");
  })
  .openapi(bubble, async (c) => ok(c, await chatBubbles(c.var.db, c.var.user?.id ?? null, c.var.deps.now())))
  .openapi(bag, async (c) => ok(c, await loadBag(c.var.db, requireUser(c).id, c.var.deps.now())));
