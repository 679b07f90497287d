"use client";
import type { ApiResult } from "@/lib/api/envelope";
import { MoneyErrorCode } from "@/lib/codes/money-errors";
import { useUserStore } from "@/stores/user-store";

/** A failed money call as the widgets show it: the server's message, and a wallet link when short of diamonds. */
export type MoneyFailure = { message: string; recharge: boolean };

/** The signed-in user's diamonds, or null for a visitor (or before the balances arrive). */
export function useDiamonds(): number | null {
  return useUserStore((s) => (s.userInfo ? (s.balancesInfo?.balance ?? null) : null));
}

export function useSignedIn(): boolean {
  return useUserStore((s) => s.userInfo !== null);
}

/** True when the caller may go on; a visitor gets the login modal instead. */
export function requireSignIn(): boolean {
  const { userInfo, openLogin } = useUserStore.getState();
  if (userInfo) return true;
  openLogin();
  return false;
}

/** Puts the diamonds an api answered into the store, so the header panel shows them at once. */
export function setDiamonds(balance: number) {
  const { balancesInfo, loadBalances } = useUserStore.getState();
  if (balancesInfo) useUserStore.setState({ balancesInfo: { ...balancesInfo, balance } });
  else void loadBalances();
}

/** Turns a failed answer into what to show; an expired session opens the login modal and shows nothing. */
export function failureOf(result: ApiResult<unknown>): MoneyFailure | null {
  if (result.code === MoneyErrorCode.SignInRequired) {
    useUserStore.getState().openLogin();
    return null;
  }
  return { message: result.message, recharge: result.code === MoneyErrorCode.InsufficientDiamonds };
}
