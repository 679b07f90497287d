"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { useRoomEvent } from "@/components/room/room-events";
import { roomMoneyApi } from "@/lib/api/room-money";
import type { RankRange } from "@/lib/codes/rank-types";
import { dataOf } from "./load";
import { RankList } from "./rank-list";

export const RANK_TABS = ["day", "week", "all"] as const satisfies readonly RankRange[];
export const CONTRIBUTORS_SHOWN = 20;
export const RANK_REFRESH_MS = 1_500;

/** 贡献榜 of the room's anchor, by day, week or all time; a gift in the room refreshes it. */
export function ContributorRank({ roomId, anchorId }: { roomId: number; anchorId?: number }) {
  const t = useTranslations("roomMoney");
  const [range, setRange] = useState<RankRange>("day");
  // The page may pass the anchor it already knows; otherwise the room tells.
  const { data: room } = useSWR(anchorId ? null : ["room-money/room", roomId], () =>
    dataOf(roomMoneyApi.roomDetail(roomId)),
  );
  const anchor = anchorId ?? room?.anchorId;
  const { data, error, mutate } = useSWR(anchor ? ["room-money/contributors", anchor, range] : null, () =>
    dataOf(roomMoneyApi.contributors(anchor!, range, CONTRIBUTORS_SHOWN)),
  );
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);
  // A burst of gifts refetches once.
  useRoomEvent("gift", (e) => {
    if (e.roomId !== roomId || pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void mutate();
    }, RANK_REFRESH_MS);
  });

  return (
    <section aria-label={t("rank.title")} className="rounded-lg bg-white p-3">
      <header className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-ink">{t("rank.title")}</h2>
        <div role="tablist" className="flex gap-1">
          {RANK_TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={tab === range}
              onClick={() => setRange(tab)}
              className={`rounded-full px-2.5 py-0.5 text-xs ${
                tab === range ? "bg-brand text-white" : "text-ink-soft hover:text-brand"
              }`}
            >
              {t(`rank.${tab}`)}
            </button>
          ))}
        </div>
      </header>
      <div role="tabpanel" className="mt-2">
        {error ? (
          <p className="py-6 text-center text-xs text-ink-mute">
            {t("common.failed")}
            <button type="button" onClick={() => void mutate()} className="ml-2 text-brand hover:underline">
              {t("common.retry")}
            </button>
          </p>
        ) : data ? (
          <RankList list={data.list} />
        ) : (
          // Loads in the browser; an empty box until then (no "loading" text for crawlers).
          <div aria-busy="true" className="h-16" />
        )}
      </div>
    </section>
  );
}
