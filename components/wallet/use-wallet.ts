"use client";
import useSWR from "swr";
import { payApi } from "@/lib/api/pay";
import type { BankCard, PayAccount } from "@/lib/contracts/payments";
import { useUserStore } from "@/stores/user-store";

async function must<T>(call: Promise<{ code: number; message: string; data: T | null }>): Promise<T> {
  const res = await call;
  if (res.code !== 200 || res.data === null) throw new Error(res.message);
  return res.data;
}

/** The signed-in user's wallet summary and cards; `refresh` also reloads the header's balances. */
export function useWallet(userId: number) {
  const account = useSWR<PayAccount>(["pay-account", userId], () => must(payApi.account()));
  const cards = useSWR<BankCard[]>(["pay-cards", userId], () => must(payApi.cards(userId)));
  const loadBalances = useUserStore((s) => s.loadBalances);
  return {
    account: account.data,
    cards: cards.data,
    error: account.error ?? cards.error,
    async refresh() {
      await Promise.all([account.mutate(), cards.mutate(), loadBalances()]);
    },
  };
}
