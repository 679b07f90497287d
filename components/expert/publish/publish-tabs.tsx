"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";

const TABS = [
  { key: "comList", href: "/recommend/comList" },
  { key: "yapan", href: "/recommend/yapan" },
  { key: "daxiaoqiu", href: "/recommend/daxiaoqiu" },
] as const;

/** 胜平负/竞彩 · 亚盘/让分 · 大小球/大小分: the three publish pages. */
export function PublishTabs() {
  const t = useTranslations("expert.publishTabs");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")} className="mb-4 flex gap-1 rounded-lg bg-white p-1 shadow-sm">
      {TABS.map((tab) => (
        <SiteLink
          key={tab.key}
          href={tab.href}
          aria-current={pathname === tab.href ? "page" : undefined}
          className={`rounded-md px-5 py-2 text-[15px] ${
            pathname === tab.href ? "bg-brand font-semibold text-white" : "text-ink hover:text-brand"
          }`}
        >
          {t(tab.key)}
        </SiteLink>
      ))}
    </nav>
  );
}
