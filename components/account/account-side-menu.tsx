"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { SideMenu } from "@/components/layout/side-menu";
import { UnreadBadge } from "@/components/layout/header/unread-badge";
import { useNoticeStore } from "@/stores/notice-store";
import { ACCOUNT_PAGES } from "./account-pages";

/** The account area's side menu; the two notice boxes carry their unread counts. */
export function AccountSideMenu() {
  const t = useTranslations("account.menu");
  const pathname = usePathname() ?? "";
  const unread = useNoticeStore((s) => s.unread);
  const badges: Record<string, number> = {
    information: unread?.information ?? 0,
    message: unread?.message ?? 0,
  };
  return (
    <SideMenu
      title={t("title")}
      items={ACCOUNT_PAGES.map((page) => ({
        key: page.key,
        href: page.href,
        label: t(page.key),
        active: pathname === page.href,
        badge: <UnreadBadge count={badges[page.key] ?? 0} />,
      }))}
    />
  );
}
