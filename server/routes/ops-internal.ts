import { Hono, type Context } from "hono";
import { z } from "zod";
import { idInput } from "@/lib/contracts/fields";
import type { AppEnv } from "../context";
import { BizError } from "../errors/biz-error";
import { ok } from "../http/envelope";
import { parseOrBadRequest } from "../errors/parse-input";
import { approveAuditAndNotify, rejectAuditAndNotify } from "../services/notices/site-notices";
import { pendingAudits, rejectReasonInput } from "../services/anchor/audit-review";
import { readOpsToken } from "../services/anchor/ops-token";
import {
  approveExpert,
  pendingExpertApplications,
  rejectExpert,
} from "../services/expert/expert-application";
import { sameSecret } from "../services/stream/signed-link";

/**
 * Operator calls of `npm run ops` while this api holds the embedded database (scripts/ops.ts);
 * authenticated by the token file beside PGLITE_DIR in `x-ops-token`, absent from /docs. On
 * PostgreSQL the command opens the database itself, so these answer 403 there.
 */
const approveBody = z.object({ auditId: idInput("申请编号不正确") });
const rejectBody = approveBody.extend({ reason: rejectReasonInput });
const expertBody = z.object({ userId: idInput("用户编号不正确") });
const expertRejectBody = expertBody.extend({ reason: rejectReasonInput });

async function jsonBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  return parseOrBadRequest(schema, await c.req.json().catch(() => undefined));
}

export const opsInternalRoutes = new Hono<AppEnv>()
  .use("/internal/ops/*", async (c, next) => {
    const { deps } = c.var;
    const token = deps.dbKind === "pglite" ? readOpsToken(deps.env.PGLITE_DIR) : null;
    const given = c.req.header("x-ops-token") ?? "";
    if (!token || !sameSecret(token, given)) throw new BizError(403, "运维令牌无效", 403);
    await next();
  })
  .get("/internal/ops/audits", async (c) => ok(c, await pendingAudits(c.var.db)))
  .post("/internal/ops/approve", async (c) => {
    const { auditId } = await jsonBody(c, approveBody);
    return ok(c, await approveAuditAndNotify(c.var.deps, auditId), "已通过");
  })
  .post("/internal/ops/reject", async (c) => {
    const { auditId, reason } = await jsonBody(c, rejectBody);
    return ok(c, await rejectAuditAndNotify(c.var.deps, auditId, reason), "已驳回");
  })
  .get("/internal/ops/expert-apps", async (c) => ok(c, await pendingExpertApplications(c.var.db)))
  .post("/internal/ops/expert-approve", async (c) => {
    const { userId } = await jsonBody(c, expertBody);
    return ok(c, await approveExpert(c.var.db, userId, c.var.deps.now()), "已通过");
  })
  .post("/internal/ops/expert-reject", async (c) => {
    const { userId, reason } = await jsonBody(c, expertRejectBody);
    return ok(c, await rejectExpert(c.var.db, userId, reason, c.var.deps.now()), "已驳回");
  });
