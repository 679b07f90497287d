"use client";
import type { Page } from "@/lib/contracts/fields";
import type { BankCard, PayAccount, RechargeOrder, TradeRecord, Withdrawal } from "@/lib/contracts/payments";
import type { PayChannelCode } from "@/lib/codes/pay-settings";
import { dynamicCipher } from "./account";
import { http } from "./http";

export type RecordFilter = {
  page: number;
  pageSize: number;
  tradeType?: number;
  start?: string;
  end?: string;
};

/** Encrypts the given pay passwords with one fresh dynamic key, as login passwords travel. */
async function sealed(passwords: Record<string, string>) {
  const got = await dynamicCipher();
  if (!got.ok) return { ok: false as const, code: got.code, message: got.message };
  const { key, iv, encrypt } = got.cipher;
  const fields = Object.fromEntries(Object.entries(passwords).map(([k, v]) => [k, encrypt(v)]));
  return { ok: true as const, fields: { ...fields, key, iv } };
}

const failed = (r: { code: number; message: string }) => ({ code: r.code, message: r.message, data: null });

/** The browser's wallet calls (SPEC §7 "Wallet"). */
export const payApi = {
  recharge: (amount: number, channel: PayChannelCode) =>
    http.post<RechargeOrder>("/pay/recharge", { amount, channel }),
  order: (orderNo: string) => http.get<RechargeOrder>(`/pay/order/${orderNo}`),
  sandboxPay: (orderNo: string) => http.post<null>("/pay/sandbox/pay", { orderNo }),
  account: () => http.get<PayAccount>("/pay/account"),
  cards: (userId: number) => http.get<BankCard[]>(`/pay/card-list/${userId}`),
  bindCard: (cardNumber: string, holder: string) =>
    http.post<BankCard>("/pay/bind-card", { cardNumber, holder }),
  unbindCard: (id: number) => http.post<null>(`/pay/unbind-card/${id}`),
  toWallet: (amount: number) =>
    http.post<{ balance: number; income: number }>("/pay/withdraw/wallet", { amount }),
  async withdraw(amount: number, cardId: number, payPassword: string) {
    const s = await sealed({ payPassword });
    if (!s.ok) return failed(s);
    return http.post<{ withdrawal: Withdrawal; income: number }>("/pay/withdraw", {
      amount,
      cardId,
      ...s.fields,
    });
  },
  async changePayPassword(newPassword: string, oldPassword?: string) {
    const s = await sealed(oldPassword ? { newPassword, oldPassword } : { newPassword });
    if (!s.ok) return failed(s);
    return http.post<null>("/pay/change/pay-pass", s.fields);
  },
  async resetPayPassword(verifyCode: string, newPassword: string) {
    const s = await sealed({ newPassword });
    if (!s.ok) return failed(s);
    return http.post<null>("/pay/reset/pay-pass", { verifyCode, ...s.fields });
  },
  trades: (filter: RecordFilter) => http.post<Page<TradeRecord>>("/pay/record/trans-list", clean(filter)),
  income: (filter: RecordFilter) => http.post<Page<TradeRecord>>("/pay/record/income", clean(filter)),
  withdrawals: (filter: RecordFilter) =>
    http.post<Page<Withdrawal>>("/pay/record/withdraw", { page: filter.page, pageSize: filter.pageSize }),
};

const clean = (f: RecordFilter) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string | number
  >;

/** The CSV download, through the same-origin gateway (the session cookie goes with it). */
export function incomeExportHref(start?: string, end?: string): string {
  const qs = new URLSearchParams({ channelId: "3", platform: "1" });
  if (start) qs.set("start", start);
  if (end) qs.set("end", end);
  return `/gateway/pay/export/income/?${qs}`;
}
