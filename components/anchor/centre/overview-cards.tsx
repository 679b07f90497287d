"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useRoomSettings, useTodayGifts } from "@/lib/api/use-anchor";
import { formatNumber } from "@/lib/format/number";
import { useAnchor } from "../anchor-gate";
import { airState } from "../room-set/on-air-panel";

function Card({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="rounded-md bg-surface px-5 py-4">
      <dt className="text-xs text-ink-mute">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">{value}</dd>
      {note ? <p className="mt-1 truncate text-xs text-ink-mute">{note}</p> : null}
    </div>
  );
}

const DASH = "—";

/**
 * 直播状态, 粉丝, 今日礼物. The day's gifts are the sum of the day's contributor rank
 * (/pay/room/user/rank?range=day): no api gives the anchor's income balance to the browser.
 */
export function OverviewCards({ fans }: { fans: number | null }) {
  const t = useTranslations("anchor.centre");
  const anchor = useAnchor();
  const room = useRoomSettings();
  const gifts = useTodayGifts(anchor.id);
  const giftTotal = gifts.data?.list.reduce((sum, e) => sum + e.total, 0);
  const state = room.data ? airState(room.data) : null;
  return (
    <dl className="mt-5 grid grid-cols-3 gap-4">
      <Card
        label={t("status")}
        value={
          state ? (
            <span className={state === "live" ? "text-brand" : undefined}>{t(`state.${state}`)}</span>
          ) : (
            DASH
          )
        }
        note={room.data?.title}
      />
      <Card label={t("fans")} value={fans === null ? DASH : formatNumber(fans, 0)} />
      <Card
        label={t("todayGifts")}
        value={giftTotal === undefined ? DASH : formatNumber(giftTotal, 0)}
        note={t("todayGiftsNote", { count: gifts.data?.list.length ?? 0 })}
      />
    </dl>
  );
}
