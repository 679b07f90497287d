"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { SideMenu } from "@/components/layout/side-menu";

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
    <SideMenu
      title={t("title")}
      items={ANCHOR_PAGES.map((item) => ({
        key: item.key,
        href: item.href,
        label: t(item.key),
        active: pathname === item.href,
      }))}
    />
  );
}
