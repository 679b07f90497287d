import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  grabbedRedPacket,
  packetIdInput,
  redPacketInfo,
  roomPacketsQuery,
  sendRedPacketBody,
  sentRedPacket,
} from "@/lib/contracts/red-packets";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { grabRedPacket } from "../services/red-packets/grab-packet";
import { packetInfo, roomPackets } from "../services/red-packets/packet-info";
import { sendRedPacket, type SendPacketInput } from "../services/red-packets/send-packet";

const tags = ["红包"];

const send = apiRoute("post", "/api/red-packet/send", {
  summary:
    "在直播间发红包（需登录，交易类型 10）：total 钻石随机分成 count 份（每份至少 1），24 小时未抢完的退回发送者（交易类型 12）",
  tags,
  body: sendRedPacketBody,
  data: sentRedPacket,
});

const grab = apiRoute("post", "/api/red-packet/grab", {
  summary: "抢红包（需登录，交易类型 11）：每人一次；30401 已抢过，30402 已过期，30403 已抢完",
  tags,
  body: packetIdInput,
  data: grabbedRedPacket,
});

const info = apiRoute("get", "/api/red-packet/info", {
  summary: "红包详情：谁抢了多少（抢完后标出手气最佳），mine 为当前用户抢到的钻石",
  tags,
  query: packetIdInput,
  data: redPacketInfo,
});

const list = apiRoute("get", "/api/red-packet/list", {
  summary: "直播间里还能抢的红包（未过期、未抢完），新的在前",
  tags,
  query: roomPacketsQuery,
  data: z.array(redPacketInfo),
});

export const redPacketRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [send, grab]) redPacketRoutes.use(route.path, signedIn);

redPacketRoutes
  .openapi(send, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "red-packet-user", user.id);
    return ok(c, await sendRedPacket(c.var.deps, user.id, bodyOf<SendPacketInput>(c)), "红包已发出");
  })
  .openapi(grab, async (c) => {
    const user = requireUser(c);
    const { packetId } = bodyOf<{ packetId: number }>(c);
    return ok(c, await grabRedPacket(c.var.deps, user.id, packetId), "抢到红包");
  })
  .openapi(info, async (c) =>
    ok(c, await packetInfo(c.var.db, c.req.valid("query").packetId, c.var.user?.id ?? null)),
  )
  .openapi(list, async (c) =>
    ok(c, await roomPackets(c.var.db, c.req.valid("query").roomId, c.var.user?.id ?? null, c.var.deps.now())),
  );
