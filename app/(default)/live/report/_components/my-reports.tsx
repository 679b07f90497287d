"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { useSession } from "@/components/room/use-session";
import { livePersonalApi } from "@/lib/api/live-personal";
import { REPORT_REASONS, ReportStatus } from "@/lib/codes/reports";
import { formatDateTime } from "@/lib/format/date";

export const MY_REPORTS_KEY = "my-reports";
const PAGE_SIZE = 10;

const STATUS_TONES: Record<number, string> = {
  [ReportStatus.Pending]: "bg-[#fff4d6] text-[#b7791f]",
  [ReportStatus.Handled]: "bg-[#e3f6ec] text-lose",
  [ReportStatus.Dismissed]: "bg-surface text-ink-mute",
};

const STATUS_KEYS: Record<number, "pending" | "handled" | "dismissed"> = {
  [ReportStatus.Pending]: "pending",
  [ReportStatus.Handled]: "handled",
  [ReportStatus.Dismissed]: "dismissed",
};

async function loadReports([, , page]: [string, number, number]) {
  const res = await livePersonalApi.reports(page, PAGE_SIZE);
  if (res.code !== 200 || !res.data) throw new Error(res.message);
  return res.data;
}

/** 我的举报: what I reported and how it was handled, newest first. */
export function MyReports() {
  const t = useTranslations("liveReport.mine");
  const session = useSession();
  const [page, setPage] = useState(1);
  const userId = session.status === "user" ? session.user.id : 0;
  const { data, error } = useSWR(userId ? [MY_REPORTS_KEY, userId, page] : null, loadReports);
  if (session.status === "visitor") return null;

  const last = data ? Math.max(Math.ceil(data.total / PAGE_SIZE), 1) : 1;
  return (
    <section aria-labelledby="my-reports" className="rounded-lg bg-white p-6 ring-1 ring-black/5">
      <h2 id="my-reports" className="border-l-4 border-brand pl-2 text-lg font-semibold">
        {t("title")}
      </h2>
      {error ? (
        <p className="py-8 text-center text-sm text-brand">{error.message || t("failed")}</p>
      ) : !data ? (
        <p className="py-8 text-center text-sm text-ink-mute">{t("loading")}</p>
      ) : !data.list.length ? (
        <p className="py-8 text-center text-sm text-ink-mute">{t("empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-black/5">
          {data.list.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-medium">{r.roomTitle}</span>
                  <span className="ml-2 text-ink-mute">{t("anchor", { name: r.anchorNickName })}</span>
                </p>
                <p className="mt-1 text-xs text-ink-soft">
                  {REPORT_REASONS[r.reason] ?? ""}
                  {r.content ? ` · ${r.content}` : ""}
                </p>
                <p className="mt-1 text-xs text-ink-mute">{formatDateTime(r.createdAt)}</p>
              </div>
              <span className={`rounded px-2 py-0.5 text-xs ${STATUS_TONES[r.status] ?? STATUS_TONES[0]}`}>
                {t(`status.${STATUS_KEYS[r.status] ?? "pending"}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && last > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="text-ink-soft hover:text-brand disabled:opacity-40"
          >
            {t("prev")}
          </button>
          <span className="text-ink-mute">
            {page} / {last}
          </span>
          <button
            type="button"
            disabled={page >= last}
            onClick={() => setPage(page + 1)}
            className="text-ink-soft hover:text-brand disabled:opacity-40"
          >
            {t("next")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
