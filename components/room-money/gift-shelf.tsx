"use client";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/api/envelope";
import type { GiftItem } from "@/lib/contracts/room-money";
import { formatNumber } from "@/lib/format/number";

type Props = { gifts: GiftItem[]; selectedId: number | null; onSelect: (gift: GiftItem) => void };

/** The catalogue as a row of gift tiles; the chosen one is pressed. */
export function GiftShelf({ gifts, selectedId, onSelect }: Props) {
  const t = useTranslations("roomMoney");
  return (
    <ul aria-label={t("gift.shelf")} className="flex min-w-0 flex-1 gap-1 overflow-x-auto pb-1">
      {gifts.map((gift) => {
        const selected = gift.id === selectedId;
        return (
          <li key={gift.id} className="shrink-0">
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(gift)}
              className={`flex w-16 flex-col items-center rounded-md border px-1 py-1.5 transition-colors ${
                selected ? "border-brand bg-brand-light" : "border-transparent hover:bg-surface"
              }`}
            >
              {/* Gift icons are small svgs of the web or the api's uploads; no optimiser needed. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={mediaUrl(gift.icon)} alt="" className="size-9" />
              <span className="mt-1 w-full truncate text-center text-xs text-ink">{gift.name}</span>
              <span className="text-[11px] text-ink-mute tabular-nums">
                {t("common.diamonds", { amount: formatNumber(gift.price, 0) })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
