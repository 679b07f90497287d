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
import { OPERATOR_MOVES, operatorMove, type OperatorMove } from "../services/payments/operator-credit";
import { pendingWithdrawals } from "../services/payments/withdraw";
import {
  approveWithdrawalAndNotify,
  rejectWithdrawalAndNotify,
} from "../services/payments/withdrawal-review";
import { operatorMoveInput, withdrawalReviewInput } from "../services/payments/ops-inputs";

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
  .get("/internal/ops/withdrawals", async (c) => ok(c, await pendingWithdrawals(c.var.db)))
  .post("/internal/ops/approve-withdrawal", async (c) => {
    const { withdrawalId } = await jsonBody(c, withdrawalReviewInput.pick({ withdrawalId: true }));
    return ok(c, await approveWithdrawalAndNotify(c.var.deps, withdrawalId), "已打款");
  })
  .post("/internal/ops/reject-withdrawal", async (c) => {
    const { withdrawalId, reason } = await jsonBody(c, withdrawalReviewInput);
    return ok(c, await rejectWithdrawalAndNotify(c.var.deps, withdrawalId, reason), "已驳回");
  })
  .post("/internal/ops/wallet/:move", async (c) => {
    const move = c.req.param("move");
    if (!Object.hasOwn(OPERATOR_MOVES, move)) throw new BizError(404, "接口不存在", 404);
    const input = await jsonBody(c, operatorMoveInput);
    return ok(c, await operatorMove(c.var.db, move as OperatorMove, input, c.var.deps.now()));
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
