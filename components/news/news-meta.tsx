import { useTranslations } from "next-intl";
import type { ArticleItem } from "@/lib/contracts/news";
import { formatMonthDayTime } from "@/lib/format/date";
import { formatCompact } from "@/lib/format/number";

/** Column, kind, time and reads of an article, one muted line. */
export function NewsMeta({ item, className = "" }: { item: ArticleItem; className?: string }) {
  const t = useTranslations("news");
  return (
    <p className={`flex flex-wrap items-center gap-x-3 text-xs text-ink-mute ${className}`}>
      <span className="text-brand">{item.columnName}</span>
      {item.kind !== 1 ? <span>{t(`kinds.${item.kind === 2 ? 2 : 3}`)}</span> : null}
      <time dateTime={item.publishedAt}>{formatMonthDayTime(item.publishedAt)}</time>
      <span>{t("reads", { count: formatCompact(item.readCount, 1) })}</span>
      {item.commentCount ? <span>{t("comments", { count: item.commentCount })}</span> : null}
    </p>
  );
}
