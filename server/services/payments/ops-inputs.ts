import { z } from "zod";
import { idInput, intInput, plainText } from "@/lib/contracts/fields";

/** What `npm run ops` sends for wallet work, checked alike on the command line and in the api. */
export const withdrawalReviewInput = z.object({
  withdrawalId: idInput("提现编号不正确"),
  reason: plainText(200).pipe(z.string().min(2, "请写明驳回原因（2-200字）")),
});

export const operatorMoveInput = z.object({
  userId: idInput("用户编号不正确"),
  amount: intInput(z.number().min(1, "数量至少为1").max(10_000_000, "数量过大")),
  note: plainText(60).default(""),
});
