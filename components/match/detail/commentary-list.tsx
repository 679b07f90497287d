import { useTranslations } from "next-intl";
import { isScoringEvent } from "@/lib/codes/match-events";
import type { CommentaryLine } from "@/lib/contracts/match-detail";

/** 文字直播, newest line first. */
export function CommentaryList({ lines }: { lines: readonly CommentaryLine[] }) {
  const t = useTranslations("matchDetail.live");
  if (!lines.length) return <p className="py-10 text-center text-sm text-ink-mute">{t("noCommentary")}</p>;
  return (
    // A scrolling region: focusable, so a keyboard can scroll it (axe scrollable-region-focusable).
    <ol
      className="max-h-[560px] divide-y divide-black/5 overflow-y-auto text-sm"
      aria-label={t("commentary")}
      tabIndex={0}
    >
      {lines.map((l) => {
        const goal = l.kind !== null && isScoringEvent(l.kind);
        return (
          <li key={l.id} className="flex gap-3 py-2" data-testid="commentary-line">
            <span className="w-12 shrink-0 text-right text-ink-mute tabular-nums">{l.clock}</span>
            <span className={goal ? "font-semibold text-brand" : ""}>
              {l.text}
              {goal ? <span className="ml-2 tabular-nums">{`${l.homeScore}-${l.awayScore}`}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
