import { getTranslations } from "next-intl/server";
import { SiteLink } from "@/components/layout/site-link";

type Props = {
  path: string;
  query?: Record<string, string | number>;
  page: number;
  pageSize: number;
  total: number;
};

/** 上一页 / 下一页 as links, so each page of a list has its own address. */
export async function Pager({ path, query = {}, page, pageSize, total }: Props) {
  const t = await getTranslations("account.common");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => `${path}?${new URLSearchParams({ ...stringify(query), page: String(p) })}`;
  const link = "rounded-full px-3 py-1 ring-1 ring-black/10 hover:text-brand";
  return (
    <nav className="mt-4 flex items-center justify-center gap-3 text-sm text-ink-soft">
      {page > 1 ? (
        <SiteLink href={href(page - 1)} className={link}>
          {t("prev")}
        </SiteLink>
      ) : null}
      <span>{t("pageOf", { page, pages })}</span>
      {page < pages ? (
        <SiteLink href={href(page + 1)} className={link}>
          {t("next")}
        </SiteLink>
      ) : null}
    </nav>
  );
}

const stringify = (o: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
