"use client";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/api/envelope";
import { formatNumber } from "@/lib/format/number";
import type { ShownGift } from "./gift-queue";

/** A big or fullscreen gift: the icon bursts in the middle of the video with a glow behind it. */
export function GiftCentre({ gift }: { gift: ShownGift }) {
  const t = useTranslations("roomMoney");
  const fullscreen = gift.effect === "fullscreen";
  return (
    <div className="absolute inset-0 flex items-center justify-center">
      {fullscreen ? (
        <div className="absolute inset-0 animate-gift-glow bg-[radial-gradient(circle,rgba(251,191,36,0.45),transparent_65%)] motion-reduce:animate-none" />
      ) : null}
      <div
        key={gift.key}
        data-testid="gift-animation"
        data-effect={gift.effect}
        className="relative flex animate-gift-burst flex-col items-center text-white drop-shadow-lg motion-reduce:animate-none"
      >
        {/* Gift icons are small svgs of the web or the api's uploads. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={mediaUrl(gift.giftIcon)}
          alt=""
          className={`${fullscreen ? "size-48" : "size-28"} animate-gift-float motion-reduce:animate-none`}
        />
        <p className="mt-2 rounded-full bg-black/50 px-4 py-1 text-sm">
          <span className="text-amber-200">{gift.nickName}</span> {t("animation.gave")}{" "}
          <b className="font-semibold">{gift.giftName}</b>
          <b key={gift.count} className="ml-2 inline-block animate-gift-pop text-lg text-amber-300 italic">
            {t("animation.combo", { count: formatNumber(gift.count, 0) })}
          </b>
        </p>
        {gift.combo > 1 ? (
          <span className="mt-1 text-xs text-amber-200">
            {t("animation.comboStreak", { combo: gift.combo })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
