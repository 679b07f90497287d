import "server-only";
import type { PaySetting, RechargeOrder } from "@/lib/contracts/payments";
import { apiGet } from "./server-fetch";

/** The wallet settings are the same for everyone: cached like the other public reads. */
export async function getPaySetting(): Promise<PaySetting | null> {
  const res = await apiGet<PaySetting>("/pay/setting", {}, { revalidate: 300 });
  return res.code === 200 ? res.data : null;
}

/** The signed-in owner's order; null when it is not theirs or does not exist. */
export async function getRechargeOrder(orderNo: string, token: string): Promise<RechargeOrder | null> {
  const res = await apiGet<RechargeOrder>(`/pay/order/${encodeURIComponent(orderNo)}`, {}, { token });
  return res.code === 200 ? res.data : null;
}
