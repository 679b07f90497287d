import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ArticleItem } from "@/lib/contracts/news";
import { articleHref, coverSrc } from "./news-links";

/**
 * The headline carousel: slides side by side with scroll snapping (swipe, scroll or the numbered
 * links), no script needed; the first slide is the biggest story. `fill`: it takes the height of its
 * grid cell (the front page's first row) instead of its own 16:9.
 */
export function HeadlineCarousel({ items, fill = false }: { items: ArticleItem[]; fill?: boolean }) {
  const t = useTranslations("news");
  if (!items.length) return null;
  return (
    <section
      aria-label={t("carouselLabel")}
      className={`relative overflow-hidden rounded-lg bg-ink ${fill ? "min-h-60" : ""}`}
    >
      <div
        className={`flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto scroll-smooth ${fill ? "absolute inset-0" : ""}`}
      >
        {items.map((item, i) => (
          <Link
            key={item.id}
            id={`headline-${i + 1}`}
            href={articleHref(item.id)}
            className={`relative block w-full shrink-0 snap-start ${fill ? "h-full" : "aspect-[16/9]"}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- covers are drawn by the api */}
            <img
              src={coverSrc(item.cover)}
              alt=""
              loading={i === 0 ? "eager" : "lazy"}
              className="absolute inset-0 size-full object-cover object-left"
            />
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-4 pt-10 pb-9 text-lg font-semibold text-white">
              {item.title}
            </span>
          </Link>
        ))}
      </div>
      <nav className="absolute right-3 bottom-3 flex gap-1.5">
        {items.map((item, i) => (
          <a
            key={item.id}
            href={`#headline-${i + 1}`}
            // The name starts with the number the dot shows (label in name, WCAG 2.5.3).
            aria-label={`${i + 1} ${item.title}`}
            className="flex size-5 items-center justify-center rounded-full bg-white/25 text-[11px] text-white hover:bg-brand"
          >
            {i + 1}
          </a>
        ))}
      </nav>
    </section>
  );
}
