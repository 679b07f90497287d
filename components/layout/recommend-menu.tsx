"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { SiteLink } from "./site-link";

const ITEMS = [
  // Play-type pages (daxiaoqiu, yapan) belong to the match list.
  {
    key: "comList",
    href: "/recommend/comList",
    match: ["/recommend/comList", "/recommend/daxiaoqiu", "/recommend/yapan"],
  },
  { key: "records", href: "/recommend/records", match: ["/recommend/records"] },
] as const;

/** The side menu of the recommend layout: 推荐赛事 and 推荐历史. */
export function RecommendMenu() {
  const t = useTranslations("layout.recommend");
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label={t("menu")} className="w-44 shrink-0 self-start rounded-lg bg-white py-3 shadow-sm">
      <h2 className="px-5 pb-2 text-sm font-semibold text-ink-mute">{t("menu")}</h2>
      <ul>
        {ITEMS.map((item) => {
          const active = item.match.some((p) => pathname === p || pathname.startsWith(`${p}/`));
          return (
            <li key={item.key}>
              <SiteLink
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`block border-l-[3px] px-5 py-2.5 text-[15px] ${
                  active
                    ? "border-brand bg-brand-light font-semibold text-brand"
                    : "border-transparent text-ink hover:text-brand"
                }`}
              >
                {t(item.key)}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
