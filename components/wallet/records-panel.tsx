"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { inputClass } from "@/components/auth/form-field";
import { Button, buttonClass } from "@/components/ui/button";
import { incomeExportHref, payApi, type RecordFilter } from "@/lib/api/pay";
import { TRADE_TYPE_LABELS } from "@/lib/codes/trade-types";
import { WalletPanel } from "./wallet-panel";
import { TradeTable, WithdrawalTable } from "./record-tables";

type Tab = "trades" | "income" | "withdrawals";
const TABS: Tab[] = ["trades", "income", "withdrawals"];
const PAGE_SIZE = 10;

/** 资金记录: every trade with its label (type and date filters), the income, the withdrawals. */
export function RecordsPanel({ version }: { version: number }) {
  const t = useTranslations("wallet.records");
  const [tab, setTab] = useState<Tab>("trades");
  const [draft, setDraft] = useState({ tradeType: "", start: "", end: "" });
  const [filter, setFilter] = useState<RecordFilter>({ page: 1, pageSize: PAGE_SIZE });

  const trades = useSWR(tab === "withdrawals" ? null : ["pay-records", tab, filter, version], async () =>
    unwrap(await (tab === "income" ? payApi.income(filter) : payApi.trades(filter))),
  );
  const withdrawals = useSWR(tab === "withdrawals" ? ["pay-withdrawals", filter, version] : null, async () =>
    unwrap(await payApi.withdrawals(filter)),
  );
  const total = (tab === "withdrawals" ? withdrawals.data?.total : trades.data?.total) ?? 0;

  const apply = () =>
    setFilter({
      page: 1,
      pageSize: PAGE_SIZE,
      tradeType: tab === "trades" && draft.tradeType ? Number(draft.tradeType) : undefined,
      start: draft.start || undefined,
      end: draft.end || undefined,
    });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <WalletPanel title={t("title")}>
      <div role="tablist" className="mb-4 flex gap-2">
        {TABS.map((name) => (
          <button
            key={name}
            role="tab"
            type="button"
            aria-selected={tab === name}
            onClick={() => (setTab(name), setFilter({ page: 1, pageSize: PAGE_SIZE }))}
            className={`rounded-full px-4 py-1.5 text-sm ${tab === name ? "bg-brand text-white" : "bg-surface text-ink-soft hover:text-brand"}`}
          >
            {t(name)}
          </button>
        ))}
      </div>
      {tab !== "withdrawals" ? (
        <div className="mb-4 flex flex-wrap items-end gap-3">
          {tab === "trades" ? (
            <label className="text-sm text-ink-soft">
              {t("type")}
              <select
                value={draft.tradeType}
                onChange={(e) => setDraft((d) => ({ ...d, tradeType: e.target.value }))}
                className={`${inputClass} mt-1 w-40`}
              >
                <option value="">{t("allTypes")}</option>
                {Object.entries(TRADE_TYPE_LABELS).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="text-sm text-ink-soft">
            {t("start")}
            <input
              type="date"
              value={draft.start}
              onChange={(e) => setDraft((d) => ({ ...d, start: e.target.value }))}
              className={`${inputClass} mt-1 w-44`}
            />
          </label>
          <label className="text-sm text-ink-soft">
            {t("end")}
            <input
              type="date"
              value={draft.end}
              onChange={(e) => setDraft((d) => ({ ...d, end: e.target.value }))}
              className={`${inputClass} mt-1 w-44`}
            />
          </label>
          <Button onClick={apply}>{t("filter")}</Button>
          {tab === "income" ? (
            <a
              href={incomeExportHref(filter.start, filter.end)}
              download
              className={buttonClass({ variant: "outline" })}
            >
              {t("export")}
            </a>
          ) : null}
        </div>
      ) : null}
      {tab === "withdrawals" ? (
        <WithdrawalTable rows={withdrawals.data?.list} />
      ) : (
        <TradeTable rows={trades.data?.list} />
      )}
      <Pager page={filter.page} pages={pages} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
    </WalletPanel>
  );
}

function unwrap<T>(res: { code: number; message: string; data: T | null }): T {
  if (res.code !== 200 || res.data === null) throw new Error(res.message);
  return res.data;
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const t = useTranslations("wallet.common");
  if (pages <= 1) return null;
  return (
    <div className="mt-4 flex items-center justify-end gap-3 text-sm">
      <Button size="sm" variant="subtle" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("prev")}
      </Button>
      <span className="text-ink-mute">{t("pageOf", { page, pages })}</span>
      <Button size="sm" variant="subtle" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
      </Button>
    </div>
  );
}
