import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Promotion } from "@/lib/contracts/news";

/** One of the site's own promotion slots (SPEC §7 adverts): cards that lead to its own pages. */
export function PromoSlot({ items }: { items: Promotion[] }) {
  const t = useTranslations("news");
  if (!items.length) return null;
  return (
    <section aria-label={t("promotions")} className="space-y-2">
      {items.map((p) => (
        <Link
          key={p.id}
          href={p.url}
          className="block rounded-lg px-4 py-3 text-white shadow-sm hover:opacity-90"
          style={{ backgroundImage: `linear-gradient(120deg, ${p.colours[0]}, ${p.colours[1]})` }}
        >
          <span className="block text-[15px] font-semibold">{p.title}</span>
          <span className="mt-0.5 block text-xs text-white/80">{p.subtitle}</span>
        </Link>
      ))}
    </section>
  );
}
