import { useTranslations } from "next-intl";

type Props = { recentCount: number; recentHits: number; streak: number };

/** 近10中7 and 3连红, the two figures a fan reads first. */
export function RecordTags({ recentCount, recentHits, streak }: Props) {
  const t = useTranslations("expert.record");
  return (
    <span className="flex flex-wrap gap-1.5 text-xs">
      {recentCount > 0 ? (
        <span className="rounded bg-brand-light px-1.5 py-0.5 font-medium text-brand">
          {t("recent", { total: recentCount, hits: recentHits })}
        </span>
      ) : null}
      {streak >= 2 ? (
        <span className="rounded bg-brand px-1.5 py-0.5 font-medium text-white">
          {t("streak", { count: streak })}
        </span>
      ) : null}
    </span>
  );
}
