import Link from "next/link";
import { useTranslations } from "next-intl";
import { NEWS_COLUMNS } from "@/lib/codes/news";
import { columnHref } from "./news-links";

/** The columns as tabs; the current one in brand red. */
export function ColumnTabs({ current }: { current: number }) {
  const t = useTranslations("news");
  return (
    <nav aria-label={t("columnsLabel")} className="overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-black/5">
        {NEWS_COLUMNS.map((c) => (
          <li key={c.columnNo}>
            <Link
              href={columnHref(c.columnNo)}
              aria-current={c.columnNo === current ? "page" : undefined}
              className={`block border-b-2 px-3.5 py-2.5 text-[15px] ${
                c.columnNo === current
                  ? "border-brand font-semibold text-brand"
                  : "border-transparent text-ink hover:text-brand"
              }`}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
