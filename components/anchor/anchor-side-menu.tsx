"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";

export const ANCHOR_PAGES = [
  { key: "roomSet", href: "/v/anchor-room-set" },
  { key: "centre", href: "/v/anchor-set" },
  { key: "schedule", href: "/v/anchor-add" },
  { key: "moderation", href: "/v/anchor-chat" },
  { key: "zone", href: "/v/anchor-zone" },
] as const;

/** The anchor pages' side menu: 开播设置, 主播中心, 赛程管理, 房间管理, 主播动态. */
export function AnchorSideMenu() {
  const t = useTranslations("anchor.menu");
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label={t("title")} className="w-44 shrink-0 self-start rounded-lg bg-white py-3 shadow-sm">
      <h2 className="px-5 pb-2 text-sm font-semibold text-ink-mute">{t("title")}</h2>
      <ul>
        {ANCHOR_PAGES.map((item) => {
          const active = pathname === item.href;
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
