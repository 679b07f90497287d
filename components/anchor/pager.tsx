"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** 上一页 / 下一页 with 第 x / y 页; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("anchor.pager");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("label")} className="mt-4 flex items-center justify-end gap-3 text-sm text-ink-soft">
      <Button variant="subtle" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("prev")}
      </Button>
      <span className="tabular-nums">{t("of", { page, pages })}</span>
      <Button variant="subtle" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
      </Button>
    </nav>
  );
}
