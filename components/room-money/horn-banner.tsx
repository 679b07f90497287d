"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { useRoomEvent } from "@/components/room/room-events";
import { roomMoneyApi } from "@/lib/api/room-money";
import type { HornItem } from "@/lib/contracts/room-money";
import { dataOf } from "./load";
import { HornIcon } from "./money-icons";

export const HORNS_SHOWN = 10;
/** Older horns are history, not news: the marquee leaves them out. */
export const HORN_FRESH_MS = 24 * 60 * 60 * 1000;

type Horn = Pick<HornItem, "id" | "nickName" | "content" | "roomId" | "anchorNickName" | "time">;

/** The site-wide horns as a marquee, newest first; new ones arrive on the room stream (horn:all). */
export function HornBanner() {
  const t = useTranslations("roomMoney.horn");
  const { data } = useSWR("room-money/horns", () => dataOf(roomMoneyApi.horns(HORNS_SHOWN)));
  const [live, setLive] = useState<Horn[]>([]);
  const [index, setIndex] = useState(0);

  useRoomEvent("horn", (e) => {
    const horn = { id: e.hornId, ...e, time: e.at };
    setLive((list) => [horn, ...list.filter((h) => h.id !== horn.id)].slice(0, HORNS_SHOWN));
    setIndex(0);
  });

  const [now] = useState(() => Date.now());
  const fetched = (data?.list ?? []).filter((h) => now - Date.parse(h.time) < HORN_FRESH_MS);
  const horns = [...live, ...fetched.filter((h) => !live.some((l) => l.id === h.id))].slice(0, HORNS_SHOWN);
  if (horns.length === 0) return null;
  const horn = horns[index % horns.length];

  return (
    <div
      role="region"
      aria-label={t("banner")}
      data-testid="horn-banner"
      className="flex h-8 items-center gap-2 overflow-hidden rounded-md bg-gradient-to-r from-amber-50 to-white px-3 text-sm"
    >
      <span className="shrink-0 font-semibold text-amber-700">
        <HornIcon />
        {t("banner")}
      </span>
      <div className="relative min-w-0 flex-1 overflow-hidden">
        <p
          key={horn.id}
          onAnimationIteration={() => setIndex((i) => i + 1)}
          className="inline-block animate-horn-marquee pl-[100%] whitespace-nowrap hover:[animation-play-state:paused] motion-reduce:animate-none motion-reduce:pl-0"
        >
          <b className="text-ink">{horn.nickName}：</b>
          <span className="text-ink-soft">{horn.content}</span>
          <Link href={`/live/room/${horn.roomId}`} className="ml-3 text-xs text-brand hover:underline">
            {t("goRoom", { anchor: horn.anchorNickName })}
          </Link>
        </p>
      </div>
    </div>
  );
}
