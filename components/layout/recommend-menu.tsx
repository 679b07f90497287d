"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { SideMenu } from "./side-menu";

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
    <SideMenu
      title={t("menu")}
      items={ITEMS.map((item) => ({
        key: item.key,
        href: item.href,
        label: t(item.key),
        active: item.match.some((p) => pathname === p || pathname.startsWith(`${p}/`)),
      }))}
    />
  );
}
