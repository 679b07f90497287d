import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/room/empty-state";
import { ListPager } from "@/components/room/list-pager";
import { getHotNews, getNewsBanner, getNewsPage, getPromotions } from "@/lib/api/news";
import { HEADLINE_COLUMN, type NewsColumn } from "@/lib/codes/news";
import { ColumnTabs } from "./column-tabs";
import { HeadlineCarousel } from "./headline-carousel";
import { HotRanking } from "./hot-ranking";
import { columnHref } from "./news-links";
import { NewsList } from "./news-list";
import { PromoSlot } from "./promo-slot";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";

const CAROUSEL_SIZE = 5;

/** /news and its pages: column tabs, the headline carousel (first page of 头条), 30 a page, hot list. */
export async function NewsFront({ column, page }: { column: NewsColumn; page: number }) {
  const showCarousel = column.columnNo === HEADLINE_COLUMN && page === 1;
  const [t, list, banner, hot, promotions] = await Promise.all([
    getTranslations("news"),
    getNewsPage(column.columnNo, page),
    showCarousel ? getNewsBanner(CAROUSEL_SIZE) : Promise.resolve([]),
    getHotNews(column.columnNo),
    getPromotions("news-side"),
  ]);
  const front = column.columnNo === HEADLINE_COLUMN && page === 1;
  const title = t("meta.pageTitle", { column: column.name, page });
  const headlines = { name: t("heading"), path: columnHref(HEADLINE_COLUMN) };
  return (
    <div className="space-y-4 px-4">
      <BreadcrumbJsonLd
        crumbs={front ? [headlines] : [headlines, { name: title, path: columnHref(column.columnNo, page) }]}
      />
      <h1 className="sr-only">
        {column.columnNo === HEADLINE_COLUMN ? t("heading") : t("meta.columnTitle", { column: column.name })}
      </h1>
      <ColumnTabs current={column.columnNo} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="space-y-4">
          {showCarousel ? <HeadlineCarousel items={banner} /> : null}
          <section className="rounded-lg bg-white px-4 ring-1 ring-black/5">
            {list && list.list.length ? (
              <NewsList items={list.list} label={t("listLabel", { column: column.name })} />
            ) : (
              <div className="py-4">
                <EmptyState title={t("empty")} hint={t("emptyHint")} />
              </div>
            )}
          </section>
          {list ? (
            <ListPager
              page={list.page}
              total={list.total}
              pageSize={list.pageSize}
              hrefOf={(p) => columnHref(column.columnNo, p)}
            />
          ) : null}
        </div>
        <aside className="space-y-4">
          <HotRanking items={hot} />
          <PromoSlot items={promotions} />
        </aside>
      </div>
    </div>
  );
}
