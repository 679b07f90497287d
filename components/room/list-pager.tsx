import Link from "next/link";
import { useTranslations } from "next-intl";
import { pagerPages, totalPagesOf } from "./pager-pages";

type Props = { page: number; total: number; pageSize: number; hrefOf: (page: number) => string };

const cell = "flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm";

/** Numbered page links (pages live in the URL); nothing when everything fits on one page. */
export function ListPager({ page, total, pageSize, hrefOf }: Props) {
  const t = useTranslations("roomCard.pager");
  const last = totalPagesOf(total, pageSize);
  const items = pagerPages(page, last);
  if (!items.length) return null;
  return (
    <nav aria-label={t("label")} className="mt-6 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} className={`${cell} bg-white ring-1 ring-black/10 hover:text-brand`}>
          {t("prev")}
        </Link>
      ) : null}
      {items.map((item, i) =>
        item === "gap" ? (
          <span key={`gap-${i}`} className={`${cell} text-ink-mute`}>
            …
          </span>
        ) : (
          <Link
            key={item}
            href={hrefOf(item)}
            aria-current={item === page ? "page" : undefined}
            className={`${cell} ${item === page ? "bg-brand text-white" : "bg-white ring-1 ring-black/10 hover:text-brand"}`}
          >
            {item}
          </Link>
        ),
      )}
      {page < last ? (
        <Link href={hrefOf(page + 1)} className={`${cell} bg-white ring-1 ring-black/10 hover:text-brand`}>
          {t("next")}
        </Link>
      ) : null}
      <span className="ml-2 text-xs text-ink-mute">{t("summary", { total, pages: last })}</span>
    </nav>
  );
}
