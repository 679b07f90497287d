import { OpenAPIHono } from "@hono/zod-openapi";
import { auditInfo, auditSubmitBody } from "@/lib/contracts/anchor";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { validationHook } from "../http/validation";
import { auditInfo as auditInfoOf, submitAudit } from "../services/anchor/audits";

const tags = ["主播认证"];

const info = apiRoute("get", "/api/audit/info", {
  summary:
    "我的主播申请：status -1 未申请、0 审核中、1 已通过（已是主播）、2 未通过（rejectReason 为原因）；realNameDone 是否已实名",
  tags,
  data: auditInfo,
});

const submit = apiRoute("post", "/api/audit/submit", {
  summary:
    "提交主播申请（需先实名认证）：navId 直播分类、roomTitle 直播间标题、intro 个人介绍（10-300 字）、experience 解说经验、contact 联系方式；审核中不能重复提交，运营审核通过后自动开通直播间",
  tags,
  body: auditSubmitBody,
  jsonOnly: true,
  data: auditInfo,
});

export const anchorAuditRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
anchorAuditRoutes.use("/api/audit/*", signedIn);

anchorAuditRoutes
  .openapi(info, async (c) => ok(c, await auditInfoOf(c.var.db, requireUser(c).id)))
  .openapi(submit, async (c) =>
    ok(
      c,
      await submitAudit(c.var.db, requireUser(c).id, c.req.valid("json"), c.var.deps.now()),
      "申请已提交，请等待审核",
    ),
  );
