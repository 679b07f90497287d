import { approveAudit, rejectAudit } from "../anchor/audit-review";
import { notify, type NoticeDeps } from "./notify";

/**
 * Operator review of an anchor application (`npm run ops -- approve|reject`, through the api or on
 * the database itself), followed by the applicant's 审核结果 notice.
 */
export async function approveAuditAndNotify(deps: NoticeDeps, auditId: number) {
  const approved = await approveAudit(deps.db, auditId, deps.now());
  await notify(deps, approved.userId, "audit", {
    title: "主播认证审核通过",
    content: `恭喜，您的主播认证已通过，直播间房间号 ${approved.roomId}，现在可以去开播了。`,
    link: "/v/anchor-set",
    dedupeKey: `audit:${auditId}`,
  });
  return approved;
}

export async function rejectAuditAndNotify(deps: NoticeDeps, auditId: number, reason: string) {
  const rejected = await rejectAudit(deps.db, auditId, reason, deps.now());
  await notify(deps, rejected.userId, "audit", {
    title: "主播认证未通过",
    content: `驳回原因：${reason}。修改后可重新提交申请。`,
    link: "/v/apply",
    dedupeKey: `audit:${auditId}`,
  });
  return rejected;
}
