"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { MoneyFailure } from "./money-session";

export const WALLET_HREF = "/v/pay";

/** The server's message under a money form; short of diamonds, a link to the wallet. */
export function MoneyError({ failure }: { failure: MoneyFailure | null }) {
  const t = useTranslations("roomMoney.common");
  if (!failure) return null;
  return (
    <p role="alert" className="text-xs text-brand">
      {failure.message}
      {failure.recharge ? (
        <Link href={WALLET_HREF} className="ml-2 font-medium underline underline-offset-2">
          {t("recharge")}
        </Link>
      ) : null}
    </p>
  );
}
