"use client";
import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";
import { buttonClass } from "@/components/ui/button";
import type { PayAccount, PaySetting } from "@/lib/contracts/payments";
import { formatNumber } from "@/lib/format/number";

/** 钻石 / 球票 / 可提现收益, with the way to top up and today's withdrawals against the limit. */
export function BalanceSummary({ account, setting }: { account: PayAccount; setting: PaySetting }) {
  const t = useTranslations("wallet.wallet");
  const items = [
    { label: t("balance"), value: account.balance, testId: "wallet-balance" },
    { label: t("ticket"), value: account.ticket, testId: "wallet-ticket" },
    { label: t("income"), value: account.income, testId: "wallet-income" },
  ];
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-lg font-semibold text-ink">{t("title")}</h1>
        <SiteLink href="/v/pay" className={buttonClass()}>
          {t("recharge")}
        </SiteLink>
      </div>
      <dl className="mt-5 grid grid-cols-3 divide-x divide-surface rounded-md bg-surface py-4 text-center">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-xs text-ink-mute">{item.label}</dt>
            <dd data-testid={item.testId} className="mt-1 text-2xl font-semibold text-ink tabular-nums">
              {formatNumber(item.value, 0)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-mute">
        {t("incomeHint")} ·{" "}
        {t("withdrawnToday", { amount: account.withdrawnToday, limit: setting.withdrawDailyLimit })}
      </p>
    </section>
  );
}
