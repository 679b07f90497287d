import Link from "next/link";
import { useTranslations } from "next-intl";

const ITEMS = [
  { key: "hub", href: "/guide" },
  { key: "youliao", href: "/youliao" },
  { key: "experts", href: "/guide/expert" },
  { key: "plans", href: "/guide/expert/plan" },
] as const;

export type GuideNavKey = (typeof ITEMS)[number]["key"];

/** 专家首页 · 有料 · 全部专家 · 在售方案, above every fan page of the expert area. */
export function GuideNav({ active }: { active?: GuideNavKey }) {
  const t = useTranslations("expert.nav");
  return (
    <nav aria-label={t("hub")} className="mb-4 flex gap-1 rounded-lg bg-white p-1 shadow-sm">
      {ITEMS.map((item) => (
        <Link
          key={item.key}
          href={item.href}
          aria-current={item.key === active ? "page" : undefined}
          className={`rounded-md px-5 py-2 text-[15px] ${
            item.key === active ? "bg-brand font-semibold text-white" : "text-ink hover:text-brand"
          }`}
        >
          {t(item.key)}
        </Link>
      ))}
    </nav>
  );
}
