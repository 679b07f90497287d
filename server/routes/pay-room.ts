import { OpenAPIHono, z } from "@hono/zod-openapi";
import { rankTypeSlug, type RankTypeCode } from "@/lib/codes/rank-types";
import {
  ANCHOR_SHARE_PERCENT,
  contributorsQuery,
  giftItem,
  rankData,
  richListQuery,
  sendGiftBody,
  sentGiftData,
} from "@/lib/contracts/room-money";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { listGifts } from "../services/gifts/catalogue";
import { contributorRank, richList } from "../services/gifts/gift-ranks";
import { sendGift, type SendGiftInput } from "../services/gifts/send-gift";

const tags = ["礼物与榜单"];

const gift = apiRoute("post", "/pay/gift", {
  summary: `送礼物（需登录）：扣观众钻石（交易类型 2），主播得 ${ANCHOR_SHARE_PERCENT}% 计入收益（交易类型 9），房间推送 gift 事件；不能送给自己，数量 1-9999；余额不足返回 30001`,
  tags,
  body: sendGiftBody,
  data: sentGiftData,
});

const catalogue = apiRoute("get", "/api/chat/gift/all", {
  summary: "礼物列表：price 为钻石，effect 为动画（small / big / fullscreen）",
  tags,
  data: z.array(giftItem),
});

const contributors = apiRoute("get", "/pay/room/user/rank", {
  summary:
    "主播的贡献榜：送礼钻石最多的观众；range = day 今日 / week 本周 / month 本月 / all 总榜（默认）；size 默认 20",
  tags,
  query: contributorsQuery,
  data: rankData,
});

const rich = apiRoute("get", "/api/rank/price", {
  summary: "全站土豪榜（送礼钻石）：rankType 1 日榜（默认）/ 2 周榜 / 3 月榜 / 4 总榜；size 默认 20",
  tags,
  query: richListQuery,
  data: rankData,
});

export const payRoomRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
payRoomRoutes.use(gift.path, signedIn);

payRoomRoutes
  .openapi(gift, async (c) => {
    const user = requireUser(c);
    return ok(c, await sendGift(c.var.deps, user.id, bodyOf<SendGiftInput>(c)), "赠送成功");
  })
  .openapi(catalogue, async (c) => ok(c, await listGifts(c.var.db)))
  .openapi(contributors, async (c) => {
    const { anchorId, range, size } = c.req.valid("query");
    return ok(c, await contributorRank(c.var.db, anchorId, { range, size, now: c.var.deps.now() }));
  })
  .openapi(rich, async (c) => {
    const { rankType, size } = c.req.valid("query");
    return ok(
      c,
      await richList(c.var.db, {
        range: rankTypeSlug(rankType as RankTypeCode),
        size,
        now: c.var.deps.now(),
      }),
    );
  });
