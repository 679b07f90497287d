"use client";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/api/envelope";
import type { RankEntry } from "@/lib/contracts/room-money";
import { formatNumber } from "@/lib/format/number";

const PODIUM = ["bg-amber-700 text-white", "bg-slate-500 text-white", "bg-orange-700 text-white"];
const PODIUM_ROW = ["bg-amber-50", "bg-slate-50", "bg-orange-50"];

/** Contributors in rank order; the first three get medal colours and a larger avatar. */
export function RankList({ list }: { list: RankEntry[] }) {
  const t = useTranslations("roomMoney");
  if (list.length === 0) return <p className="py-6 text-center text-xs text-ink-mute">{t("rank.empty")}</p>;
  return (
    <ol className="flex flex-col gap-1">
      {list.map((entry) => {
        const podium = entry.rank <= PODIUM.length ? entry.rank - 1 : -1;
        return (
          <li
            key={entry.userId}
            className={`flex items-center gap-2 rounded-md px-2 py-1.5 ${podium >= 0 ? PODIUM_ROW[podium] : ""}`}
          >
            <span
              className={`flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
                podium >= 0 ? PODIUM[podium] : "text-ink-mute"
              }`}
            >
              {entry.rank}
            </span>
            {/* Avatars are small files of the web or the api's uploads. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={mediaUrl(entry.portrait)}
              alt={t("common.avatarAlt", { name: entry.nickName })}
              className={`${podium >= 0 ? "size-9" : "size-7"} shrink-0 rounded-full bg-surface object-cover`}
            />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1">
                <span className="truncate text-sm text-ink">{entry.nickName}</span>
                {entry.nobility ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={mediaUrl(entry.nobility.icon)}
                    alt={entry.nobility.name}
                    title={entry.nobility.name}
                    className="size-4"
                  />
                ) : null}
              </span>
              <span className="text-xs text-ink-mute tabular-nums">
                {t("rank.contributed", { amount: formatNumber(entry.total, 0) })}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
