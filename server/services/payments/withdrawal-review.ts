import { notify, type NoticeDeps } from "../notices/notify";
import { approveWithdrawal, rejectWithdrawal } from "./withdraw";

/**
 * Operator review of a withdrawal (`npm run ops -- approve-withdrawal|reject-withdrawal`), followed
 * by the user's 提现通知 on /v/information.
 */
export async function approveWithdrawalAndNotify(deps: NoticeDeps, withdrawalId: number) {
  const paid = await approveWithdrawal(deps.db, withdrawalId, deps.now());
  await notify(deps, paid.userId, "withdraw", {
    title: "提现已打款",
    content: `您的提现申请（编号 ${withdrawalId}）已打款 ¥${paid.payout.toFixed(2)}，请留意银行卡到账。`,
    link: "/v/wallet",
    dedupeKey: `withdrawal:${withdrawalId}`,
  });
  return paid;
}

export async function rejectWithdrawalAndNotify(deps: NoticeDeps, withdrawalId: number, reason: string) {
  const rejected = await rejectWithdrawal(deps.db, withdrawalId, reason, deps.now());
  await notify(deps, rejected.userId, "withdraw", {
    title: "提现未通过",
    content: `驳回原因：${reason}。${rejected.amount} 钻石已退回可提现收益。`,
    link: "/v/wallet",
    dedupeKey: `withdrawal:${withdrawalId}`,
  });
  return rejected;
}
