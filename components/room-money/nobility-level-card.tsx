"use client";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/api/envelope";
import type { NobilityBag, NobilityLevel } from "@/lib/contracts/room-money";
import { formatNumber } from "@/lib/format/number";

type Owned = NobilityBag["list"][number];
type Props = { level: NobilityLevel; owned: Owned | null; onBuy: () => void; onWear: () => void };

/** One level: badge, price per period, and 开通 / 续费 (plus 佩戴 for an owned one not worn). */
export function NobilityLevelCard({ level, owned, onBuy, onWear }: Props) {
  const t = useTranslations("roomMoney.nobility");
  return (
    <li
      className="flex flex-col items-center gap-1 rounded-md border p-2 text-center"
      style={{ borderColor: level.bubble.border, background: level.bubble.background }}
    >
      {/* Nobility badges are small svgs of the web. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={mediaUrl(level.icon)} alt="" className="size-10" />
      <span className="text-sm font-semibold" style={{ color: level.nameColor }}>
        {level.name}
      </span>
      <span className="text-xs text-ink-soft tabular-nums">
        {t("perPeriod", { amount: formatNumber(level.price, 0), days: level.days })}
      </span>
      <span className="flex gap-1">
        <button
          type="button"
          onClick={onBuy}
          aria-label={`${owned ? t("renew") : t("open")}${level.name}`}
          className="rounded-full bg-brand px-3 py-0.5 text-xs text-white hover:bg-brand-dark"
        >
          {owned ? t("renew") : t("open")}
        </button>
        {owned ? (
          <button
            type="button"
            onClick={onWear}
            disabled={owned.worn}
            aria-label={owned.worn ? `${level.name}${t("worn")}` : `${t("wear")}${level.name}`}
            className="rounded-full border border-brand px-3 py-0.5 text-xs text-brand disabled:border-ink-mute disabled:text-ink-mute"
          >
            {owned.worn ? t("worn") : t("wear")}
          </button>
        ) : null}
      </span>
    </li>
  );
}
