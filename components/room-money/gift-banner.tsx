"use client";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/api/envelope";
import { formatNumber } from "@/lib/format/number";
import type { ShownGift } from "./gift-queue";

/** A small gift sliding in from the left: sender, gift and a count that pops on each combo. */
export function GiftBanner({ gift }: { gift: ShownGift }) {
  const t = useTranslations("roomMoney");
  return (
    <div
      data-testid="gift-animation"
      data-effect={gift.effect}
      className="flex animate-gift-slide items-center gap-2 rounded-full bg-gradient-to-r from-black/70 to-black/20 py-1 pr-4 pl-1 text-white shadow motion-reduce:animate-none"
    >
      {/* Avatars and gift icons are small images of the web or the api's uploads. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={mediaUrl(gift.portrait)}
        alt={t("common.avatarAlt", { name: gift.nickName })}
        className="size-8 rounded-full bg-white/20 object-cover"
      />
      <span className="flex flex-col leading-tight">
        <span className="max-w-28 truncate text-xs text-amber-200">{gift.nickName}</span>
        <span className="text-xs">
          {t("animation.gave")} <b className="font-semibold">{gift.giftName}</b>
        </span>
      </span>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={mediaUrl(gift.giftIcon)} alt="" className="size-9" />
      <b key={gift.count} className="animate-gift-pop text-xl font-black text-amber-300 italic tabular-nums">
        {t("animation.combo", { count: formatNumber(gift.count, 0) })}
      </b>
    </div>
  );
}
