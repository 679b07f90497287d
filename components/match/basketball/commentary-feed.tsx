"use client";
import { useTranslations } from "next-intl";
import type { CommentaryLine } from "@/lib/contracts/basketball";

/** 文字直播 lines, newest first, each with the score after it. */
export function CommentaryFeed({ lines }: { lines: readonly CommentaryLine[] }) {
  const t = useTranslations("basketball.commentary");
  if (!lines.length) return <p className="py-10 text-center text-sm text-ink-mute">{t("empty")}</p>;
  return (
    <ol
      className="max-h-[600px] divide-y divide-black/5 overflow-y-auto text-sm"
      aria-label={t("title")}
      tabIndex={0}
    >
      {lines.map((l) => (
        <li key={l.id} className="flex gap-3 px-3 py-2" data-testid="commentary-line">
          <span className="w-28 shrink-0 text-ink-mute tabular-nums">{l.clock}</span>
          <span className="flex-1">{l.text}</span>
          <span className="w-16 shrink-0 text-right font-medium tabular-nums">{`${l.homeScore}-${l.awayScore}`}</span>
        </li>
      ))}
    </ol>
  );
}
